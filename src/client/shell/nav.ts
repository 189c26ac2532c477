import { paths } from '@/client/paths';

/** Removes query, hash and trailing slashes: '/events/?x=1' → '/events'; '/' stays '/'. */
function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A nav link is active when the current path is its path or a sub-path of it
 * ('/events/ev-1' is under '/events'; '/eventsx' is not). Home is active only on '/'.
 */
export function isActivePath(current: string, href: string): boolean {
  const here = normalisePath(current).toLowerCase();
  const target = normalisePath(href).toLowerCase();
  if (target === '/') return here === '/';
  return here === target || here.startsWith(`${target}/`);
}

/** The header's plain nav links, after the Sports dropdown. */
export const NAV_LINKS = [
  { label: 'Events', href: paths.events() },
  { label: 'Venues', href: paths.venues() },
  { label: 'News', href: paths.news() },
  { label: 'Live Scores', href: paths.liveScores() },
] as const;

/** The Sports dropdown is active on every sport page. */
export const SPORTS_SECTION = '/sports';
