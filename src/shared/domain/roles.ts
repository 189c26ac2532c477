import type { Role } from '../schemas/account';

/** Role rules without zod, so the client can use them at run time (schemas are `import type` only in the browser). */
export type ViewerRole = Role | 'guest';

/** Where each role lands after sign-in (product-spec.md section 2). */
export const LANDING_BY_ROLE: Record<Role, string> = {
  user: '/dashboard',
  organizer: '/organizer',
  admin: '/admin',
};

/** The header's Dashboard link: the role's landing page, else home. */
export const dashboardPathFor = (role: ViewerRole): string =>
  role === 'guest' ? '/' : LANDING_BY_ROLE[role];

export const ROLE_LABELS: Record<ViewerRole, string> = {
  guest: 'Guest',
  user: 'User',
  organizer: 'Organizer',
  admin: 'Admin',
};

/**
 * Who may act for an event (change it, cancel it, run its gate): the organiser who runs it, or an
 * admin; anyone else is told there is no such event.
 */
export const runsEvent = (user: { userId: string; role: Role }, organizerId: string): boolean =>
  user.role === 'admin' || user.userId === organizerId;
