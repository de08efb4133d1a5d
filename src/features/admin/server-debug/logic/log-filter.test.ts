import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from './constants';
import { ALL_LINES, filterQuery, levelTone, logsQuery } from './log-filter';

describe('the log filter as the server takes it', () => {
  it('sends nothing for every level and no text', () => {
    expect(filterQuery(ALL_LINES)).toEqual({});
  });

  it('sends the level and the trimmed text; a blank text is no search', () => {
    expect(filterQuery({ level: 'warn', search: '  sign-in ' })).toEqual({ level: 'warn', search: 'sign-in' });
    expect(filterQuery({ level: null, search: '   ' })).toEqual({});
  });

  it("cuts a text longer than the contract's limit", () => {
    expect(filterQuery({ level: null, search: 'x'.repeat(500) }).search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('adds the cursor of the previous reply, none on the first request', () => {
    expect(logsQuery({ level: 'error', search: '' }, undefined)).toEqual({ level: 'error' });
    expect(logsQuery({ level: 'error', search: 'gate' }, 42)).toEqual({ level: 'error', search: 'gate', since: 42 });
    expect(logsQuery(ALL_LINES, 0)).toEqual({ since: 0 });
  });
});

describe('how a level looks', () => {
  it('is quiet for trace and debug, normal for info, warning for warn, error for error and fatal', () => {
    expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((l) => levelTone(l as never))).toEqual([
      'quiet',
      'quiet',
      'normal',
      'warning',
      'error',
      'error',
    ]);
  });
});
