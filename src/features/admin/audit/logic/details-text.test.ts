import { describe, expect, it } from 'vitest';
import { detailsText } from './details-text';

describe('the details text', () => {
  it('writes each pair in order, null as a dash, and nothing for no details', () => {
    expect(detailsText({ fields: 'name,tags', purge: false, sessions: 2, reason: null })).toBe(
      'fields: name,tags, purge: false, sessions: 2, reason: —',
    );
    expect(detailsText({})).toBe('');
  });
});
