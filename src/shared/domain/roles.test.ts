import { describe, expect, it } from 'vitest';
import { ROLE_LANDING } from '../schemas/account';
import { avatarLetter } from './avatar';
import { dashboardPathFor, LANDING_BY_ROLE } from './roles';

describe('roles', () => {
  it('lands each role where the contract says', () => {
    expect(LANDING_BY_ROLE).toEqual(ROLE_LANDING);
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
});
