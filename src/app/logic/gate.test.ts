import { describe, expect, it } from 'vitest';
import { gate, secondFactorDue, type GateInput } from './gate';

const user: Omit<GateInput, 'access'> = { locked: false, signedIn: true, isAdmin: false, isReadOnly: false };
const anon = { ...user, signedIn: false };

describe('gate', () => {
  it('sends everyone to init while the server is locked, except the init and not-found pages', () => {
    expect(gate({ ...anon, locked: true, access: 'user' })).toEqual({ type: 'redirect', to: 'init' });
    expect(gate({ ...anon, locked: true, access: 'guest' })).toEqual({ type: 'redirect', to: 'init' });
    expect(gate({ ...anon, locked: true, access: 'locked' })).toEqual({ type: 'render' });
    expect(gate({ ...anon, locked: true, access: 'any' })).toEqual({ type: 'render' });
  });

  it('closes the init page once the server is initialized', () => {
    expect(gate({ ...anon, access: 'locked' })).toEqual({ type: 'redirect', to: 'auth' });
    expect(gate({ ...user, access: 'locked' })).toEqual({ type: 'redirect', to: 'streams' });
  });

  it('sends signed-out users to sign in, and signed-in users away from it', () => {
    expect(gate({ ...anon, access: 'user' })).toEqual({ type: 'redirect', to: 'auth' });
    expect(gate({ ...user, access: 'guest' })).toEqual({ type: 'redirect', to: 'streams' });
    expect(gate({ ...anon, access: 'guest' })).toEqual({ type: 'render' });
  });

  it('refuses writer pages to read-only users and admin pages to non-admins', () => {
    expect(gate({ ...user, isReadOnly: true, access: 'writer' })).toEqual({ type: 'forbidden' });
    expect(gate({ ...user, access: 'writer' })).toEqual({ type: 'render' });
    expect(gate({ ...user, access: 'admin' })).toEqual({ type: 'forbidden' });
    expect(gate({ ...user, isAdmin: true, access: 'admin' })).toEqual({ type: 'render' });
  });

  it('holds a user who must change the password on profile edit, wherever they go', () => {
    const held = { ...user, passwordDue: true };
    for (const access of ['user', 'writer', 'admin'] as const) {
      expect(gate({ ...held, access })).toEqual({ type: 'redirect', to: 'profile-edit' });
    }
    expect(gate({ ...held, access: 'user', passwordPage: true })).toEqual({ type: 'render' });
    expect(gate({ ...held, access: 'any' })).toEqual({ type: 'render' });
  });

  it('holds a user the policy asks for a second factor on the Security tab, after any password change', () => {
    const held = { ...user, enrolmentDue: true };
    for (const access of ['user', 'writer', 'admin'] as const) {
      expect(gate({ ...held, access })).toEqual({ type: 'redirect', to: 'profile-security' });
    }
    expect(gate({ ...held, access: 'user', securityPage: true })).toEqual({ type: 'render' });
    expect(gate({ ...held, passwordDue: true, access: 'user' })).toEqual({ type: 'redirect', to: 'profile-edit' });
  });

  it('knows whom the policy asks for a second factor', () => {
    const admin = { isAdmin: true, secondFactor: false };
    const plain = { isAdmin: false, secondFactor: false };
    expect(secondFactorDue('admins', admin)).toBe(true);
    expect(secondFactorDue('admins', plain)).toBe(false);
    expect(secondFactorDue('everyone', plain)).toBe(true);
    expect(secondFactorDue('everyone', { ...plain, secondFactor: true })).toBe(false);
    expect(secondFactorDue('none', admin)).toBe(false);
    expect(secondFactorDue('everyone', null)).toBe(false);
  });
});
