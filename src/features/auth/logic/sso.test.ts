import { describe, expect, it } from 'vitest';
import { ssoRefusal, ssoStartUrl } from './sso';

describe('single sign-on on the sign-in page', () => {
  it('comes back to the saved destination, and only to a page of the console', () => {
    expect(ssoStartUrl({ name: 'stream-debug', params: { uid: 'cam 1' } })).toBe(
      `/v1/sign-in/oidc?returnTo=${encodeURIComponent('/stream/cam%201/debug')}`,
    );
    expect(ssoStartUrl(null)).toBe('/v1/sign-in/oidc');
    expect(ssoStartUrl({ name: 'https://evil.example', params: {} })).toBe('/v1/sign-in/oidc');
  });

  it('reads only single sign-on reasons of the catalogue', () => {
    expect(ssoRefusal(new URLSearchParams('sso=ssoLoginTaken'))).toBe('ssoLoginTaken');
    expect(ssoRefusal(new URLSearchParams('sso=passwordTooShort'))).toBeNull();
    expect(ssoRefusal(new URLSearchParams('sso=<script>'))).toBeNull();
    expect(ssoRefusal(new URLSearchParams(''))).toBeNull();
  });
});
