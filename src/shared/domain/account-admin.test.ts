import { describe, expect, it } from 'vitest';
import { accountChangeRefusal } from './account-admin';

const ADMIN = { id: 'admin-2', role: 'admin', suspended: false } as const;

describe('accountChangeRefusal', () => {
  it('refuses an admin acting on their own account, whatever the change', () => {
    const own = { actorId: 'admin-2', target: ADMIN, activeAdmins: 5 };
    expect(accountChangeRefusal({ kind: 'role', role: 'user' }, own)).toBe('own_account');
    expect(accountChangeRefusal({ kind: 'suspend' }, own)).toBe('own_account');
  });

  it('refuses demoting or suspending the last admin who can sign in', () => {
    const last = { actorId: 'admin-1', target: ADMIN, activeAdmins: 1 };
    expect(accountChangeRefusal({ kind: 'role', role: 'organizer' }, last)).toBe('last_admin');
    expect(accountChangeRefusal({ kind: 'suspend' }, last)).toBe('last_admin');
    expect(accountChangeRefusal({ kind: 'role', role: 'admin' }, last)).toBeNull();
  });

  it('lets an admin demote or suspend another admin while one more remains', () => {
    const two = { actorId: 'admin-1', target: ADMIN, activeAdmins: 2 };
    expect(accountChangeRefusal({ kind: 'role', role: 'user' }, two)).toBeNull();
    expect(accountChangeRefusal({ kind: 'suspend' }, two)).toBeNull();
  });

  it('does not count a suspended admin, nor protect one (it cannot sign in anyway)', () => {
    const suspended = { ...ADMIN, suspended: true };
    expect(
      accountChangeRefusal(
        { kind: 'role', role: 'user' },
        { actorId: 'a', target: suspended, activeAdmins: 1 },
      ),
    ).toBeNull();
  });

  it('lets fans and organisers be promoted, demoted and suspended', () => {
    const fan = { id: 'fan-1', role: 'user', suspended: false } as const;
    const context = { actorId: 'admin-1', target: fan, activeAdmins: 1 };
    expect(accountChangeRefusal({ kind: 'role', role: 'admin' }, context)).toBeNull();
    expect(accountChangeRefusal({ kind: 'suspend' }, context)).toBeNull();
  });
});
