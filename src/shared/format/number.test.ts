import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('uses a comma for thousands and a dot for decimals in English', () => {
    expect(formatNumber(1234567.891, 'en', 2)).toBe('1,234,567.89');
    expect(formatNumber(999, 'en')).toBe('999');
  });

  it('uses a space for thousands and a comma for decimals in Russian', () => {
    expect(formatNumber(1234567.891, 'ru', 2)).toBe('1 234 567,89');
    expect(formatNumber(1000, 'ru')).toBe('1 000');
  });

  it('keeps the sign, and prints no minus for a value that rounds to zero', () => {
    expect(formatNumber(-12345.5, 'en', 1)).toBe('-12,345.5');
    expect(formatNumber(-0.001, 'ru', 1)).toBe('0,0');
    expect(formatNumber(NaN, 'en')).toBe('NaN');
  });
});
