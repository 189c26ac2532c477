import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar';
import { dashboardPathFor, LANDING_BY_ROLE, runsEvent } from './roles';

describe('roles', () => {
  it('lands each role where product-spec.md section 2 says', () => {
    expect(LANDING_BY_ROLE).toEqual({ user: '/dashboard', organizer: '/organizer', admin: '/admin' });
    expect(dashboardPathFor('admin')).toBe('/admin');
    expect(dashboardPathFor('organizer')).toBe('/organizer');
    expect(dashboardPathFor('user')).toBe('/dashboard');
    expect(dashboardPathFor('guest')).toBe('/');
  });

  it('picks the avatar letter from the name, the e-mail, or U', () => {
    expect(avatarLetter({ name: 'asha', email: 'x@y.in' })).toBe('A');
    expect(avatarLetter({ name: ' ', email: 'fan@khelpass.in' })).toBe('F');
    expect(avatarLetter({ name: '', email: '' })).toBe('U');
    expect(avatarLetter(null)).toBe('U');
  });

  it('lets the organiser who runs an event, or an admin, act for it; no one else', () => {
    expect(runsEvent({ userId: 'org-1', role: 'organizer' }, 'org-1')).toBe(true);
    expect(runsEvent({ userId: 'org-2', role: 'organizer' }, 'org-1')).toBe(false);
    expect(runsEvent({ userId: 'admin-1', role: 'admin' }, 'org-1')).toBe(true);
  });
});
