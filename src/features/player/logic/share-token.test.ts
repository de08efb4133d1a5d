import { describe, expect, it } from 'vitest';
import { shareTokenOf } from './share-token';

describe('shareTokenOf', () => {
  it("reads the token after #share=, decoded as the server's link encodes it", () => {
    expect(shareTokenOf('#share=1.1767225600000.abc_-DEF')).toBe('1.1767225600000.abc_-DEF');
    expect(shareTokenOf('#share=a%2Bb%3D')).toBe('a+b=');
  });

  it('is null for a link without one', () => {
    expect(shareTokenOf('')).toBeNull();
    expect(shareTokenOf('#')).toBeNull();
    expect(shareTokenOf('#share=')).toBeNull();
    expect(shareTokenOf('#other=1')).toBeNull();
  });
});
