import { describe, expect, it } from 'vitest';
import { isEnterprise } from './edition';

describe('the enterprise edition', () => {
  it('is productType enterprise, nothing else', () => {
    expect(isEnterprise({ productType: 'enterprise' })).toBe(true);
    expect(isEnterprise({ productType: 'community' })).toBe(false);
    expect(isEnterprise(null)).toBe(false);
  });
});
