import { describe, expect, it } from 'vitest';
import { errorReasons } from '@contract/errors';
import enHelp from '@locales/en/help.json';
import enReasons from '@locales/en/reasons.json';
import ruHelp from '@locales/ru/help.json';
import ruReasons from '@locales/ru/reasons.json';
import { failureGroup, isStreamFailureReason, MEANING_IN_HELP, STREAM_FAILURE_REASONS } from './failure-reasons';

const locales = {
  en: { help: enHelp, reasons: enReasons as Record<string, string> },
  ru: { help: ruHelp, reasons: ruReasons as Record<string, string> },
};

describe('stream failure reasons', () => {
  it('are the contract’s source and probe words, and no others', () => {
    expect(STREAM_FAILURE_REASONS).toContain('sourceEmpty');
    expect(STREAM_FAILURE_REASONS).toContain('demoLabel');
    expect(STREAM_FAILURE_REASONS).toContain('mediaFolderMissing');
    expect(STREAM_FAILURE_REASONS).toContain('fileMissing');
    expect(STREAM_FAILURE_REASONS).toContain('probeUnreadable');
    expect(STREAM_FAILURE_REASONS).not.toContain('passwordTooShort');
    expect(STREAM_FAILURE_REASONS).not.toContain('nodeUnavailable');
    expect(STREAM_FAILURE_REASONS.every((r) => errorReasons.includes(r))).toBe(true);
  });

  it.each(['en', 'ru'] as const)('each has a meaning and what to do in %s', (language) => {
    const { help, reasons } = locales[language];
    const todo = help.failures.reasons as Record<string, string>;
    const meaning = help.failures.meaning as Record<string, string>;
    const missing = STREAM_FAILURE_REASONS.filter(
      (r) => !todo[r] || !(MEANING_IN_HELP.includes(r) ? meaning[r] : reasons[r]),
    );
    expect(missing).toEqual([]);
  });

  it('has no help entry for a word that is not a stream failure', () => {
    const extra = Object.keys(enHelp.failures.reasons).filter(
      (r) => !STREAM_FAILURE_REASONS.includes(r as (typeof errorReasons)[number]),
    );
    expect(extra).toEqual([]);
  });

  it('groups the refused addresses apart from the unreadable sources', () => {
    expect(failureGroup('sourceNoHost')).toBe('refused');
    expect(failureGroup('fileMissing')).toBe('refused');
    expect(failureGroup('probeTimeout')).toBe('unreadable');
    expect(isStreamFailureReason('userSelf')).toBe(false);
  });
});
