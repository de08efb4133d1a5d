import type { AuditLogEntry } from '@contract/index';

/** How the details are worded: each key's name, yes and no, and a reason word's text where one is known. */
export interface DetailWords {
  key(name: string): string;
  yes: string;
  no: string;
  /** A reason word's text in the user's language; null when there is none (the word shows as it is). */
  reason(word: string): string | null;
  /** An error code's message in the user's language; null when there is none (the code shows as it is). */
  code?(word: string): string | null;
}

const AS_IS: DetailWords = { key: (name) => name, yes: 'true', no: 'false', reason: () => null };

/** A changed setting's old and new value (`x.old`, `x.new`) read as one change: `x: old → new`. */
function changes(details: AuditLogEntry['details']): [string, AuditLogEntry['details'][string]][] {
  const out: [string, AuditLogEntry['details'][string]][] = [];
  for (const [key, value] of Object.entries(details)) {
    const setting = /^(.+)\.old$/.exec(key)?.[1];
    if (setting !== undefined && `${setting}.new` in details) {
      out.push([setting, `${String(value ?? '—')} → ${String(details[`${setting}.new`] ?? '—')}`]);
      continue;
    }
    const renamed = /^(.+)\.new$/.exec(key)?.[1];
    if (renamed !== undefined && `${renamed}.old` in details) continue;
    out.push([key, value]);
  }
  return out;
}

/**
 * An entry's details as one line: `key: value` pairs in the server's order, the keys and yes/no
 * in the user's language, a reason word as its text; other strings (logins, ids, field lists) as they are.
 */
export function detailsText(details: AuditLogEntry['details'], words: DetailWords = AS_IS): string {
  return changes(details)
    .map(([key, value]) => `${words.key(key)}: ${valueText(key, value, words)}`)
    .join(', ');
}

function valueText(key: string, value: AuditLogEntry['details'][string], words: DetailWords): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (key === 'reason' && typeof value === 'string') return words.reason(value) ?? value;
  if (key === 'code' && typeof value === 'string') return words.code?.(value) ?? value;
  return String(value);
}
