export type SkeletonKind = 'profile-tabs' | 'card-grid' | 'full-page';

/**
 * The loading skeleton for a path (product-spec.md section 2): dashboard, admin or organizer paths get a
 * profile-and-tabs skeleton; events or sports/ paths get a card grid; anything else a full page.
 */
export function skeletonKindForPath(path: string): SkeletonKind {
  const p = path.toLowerCase();
  if (p.includes('dashboard') || p.includes('admin') || p.includes('organizer')) return 'profile-tabs';
  if (p.includes('events') || p.includes('sports/')) return 'card-grid';
  return 'full-page';
}
