import { describe, expect, it } from 'vitest';
import { afterSignIn, destinationPath, shouldRemember } from './destination';

describe('destination', () => {
  it('remembers pages but not auth, recover-password, init or not-found', () => {
    expect(shouldRemember('stream-info')).toBe(true);
    for (const name of ['auth', 'recover-password', 'init', 'not-found', 'nonsense'])
      expect(shouldRemember(name)).toBe(false);
  });

  it('turns a saved destination into an internal path', () => {
    expect(destinationPath({ name: 'stream-debug', params: { uid: 'cam-7' } })).toBe('/stream/cam-7/debug');
    expect(destinationPath({ name: 'admin-users', params: {} })).toBe('/administration/users');
  });

  it('ignores tampered or broken values, so it never leaves the console', () => {
    expect(destinationPath({ name: 'https://evil.example', params: {} })).toBeNull();
    expect(destinationPath({ name: 'stream-info', params: {} })).toBeNull();
    expect(destinationPath({ name: 'stream-info', params: { uid: 42 } })).toBeNull();
    expect(destinationPath('{bad')).toBeNull();
    expect(destinationPath(undefined)).toBeNull();
    expect(destinationPath({ name: 'stream-info', params: { uid: '//evil.example' } })).toBe(
      '/stream/%2F%2Fevil.example/info',
    );
  });

  it('picks one of the three sign-in destinations', () => {
    const saved = { name: 'mosaics', params: {} };
    expect(afterSignIn({ mustChangePassword: true, saved })).toBe('/profile/me/edit');
    expect(afterSignIn({ mustChangePassword: false, saved })).toBe('/mosaics');
    expect(afterSignIn({ mustChangePassword: false, saved: null })).toBe('/streams');
    expect(afterSignIn({ mustChangePassword: false, enrolmentRequired: true, saved })).toBe('/profile/me/security');
    expect(afterSignIn({ mustChangePassword: true, enrolmentRequired: true, saved })).toBe('/profile/me/edit');
  });
});
