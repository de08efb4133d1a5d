import type { AuditLogEntry } from '@contract/index';

type Value = AuditLogEntry['details'][string];

/** How the details are worded: each key's name, yes and no, and a reason word's text where one is known. */
export interface DetailWords {
  key(name: string): string;
  yes: string;
  no: string;
  /** A reason word's text in the user's language; null when there is none (the word shows as it is). */
  reason(word: string): string | null;
  /** An error code's message in the user's language; null when there is none (the code shows as it is). */
  code?(word: string): string | null;
  /** A field's label on the page that edits it (a setting, a profile field); null when there is none. */
  field?(name: string): string | null;
  /** The sentence saying a secret changed (its value is never kept); null when `name` is no secret. */
  secret?(name: string): string | null;
  /** A setting's value as its page words it (a language, a theme, a role); null: as it is. */
  setting?(field: string, value: string): string | null;
  /** The permissions page's name of a level of access (view, manage); null: as it is. */
  level?(word: string): string | null;
}

const AS_IS: DetailWords = { key: (name) => name, yes: 'true', no: 'false', reason: () => null };

/** One piece of the line: a key and its value, a setting's change, or a sentence. */
type Part = { key: string; value: Value } | { setting: string; from: Value; to: Value } | { sentence: string };

/**
 * The details in the server's order, a changed setting's old and new value (`x.old`, `x.new`) read
 * as one change, a secret that changed as its sentence.
 */
function parts(details: AuditLogEntry['details'], words: DetailWords): Part[] {
  const out: Part[] = [];
  for (const [key, value] of Object.entries(details)) {
    const setting = /^(.+)\.old$/.exec(key)?.[1];
    if (setting !== undefined && `${setting}.new` in details) {
      out.push({ setting, from: value, to: details[`${setting}.new`] ?? null });
      continue;
    }
    const renamed = /^(.+)\.new$/.exec(key)?.[1];
    if (renamed !== undefined && `${renamed}.old` in details) continue;
    const sentence = value === 'changed' ? words.secret?.(key) : null;
    out.push(sentence ? { sentence } : { key, value });
  }
  return out;
}

const label = (name: string, words: DetailWords) => words.field?.(name) ?? words.key(name);

/**
 * An entry's details as one line: `key: value` pairs in the server's order, the keys and yes/no
 * in the user's language, a reason word or an error code as its text, changed settings as
 * `label: old → new` and field lists as labels (docs/console.md#screens-and-routes); other strings
 * (logins, ids) as they are.
 */
export function detailsText(details: AuditLogEntry['details'], words: DetailWords = AS_IS): string {
  return parts(details, words)
    .map((part) => {
      if ('sentence' in part) return part.sentence;
      if ('setting' in part) {
        const from = valueText(part.setting, part.from, words);
        return `${label(part.setting, words)}: ${from} → ${valueText(part.setting, part.to, words)}`;
      }
      return `${label(part.key, words)}: ${valueText(part.key, part.value, words)}`;
    })
    .join(', ');
}

/** A comma-separated list of names, without empty ones. */
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** `name:level` pairs (who or which stream, and the level granted) as `name (Level)`. */
function grantsText(value: string, words: DetailWords): string {
  const grants = list(value).map((grant) => {
    const at = grant.lastIndexOf(':');
    if (at < 0) return grant;
    const level = grant.slice(at + 1);
    return `${grant.slice(0, at)} (${words.level?.(level) ?? level})`;
  });
  return grants.length ? grants.join(', ') : '—';
}

function valueText(key: string, value: Value, words: DetailWords): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value !== 'string') return words.setting?.(key, String(value)) ?? String(value);
  if (key === 'reason') return words.reason(value) ?? value;
  if (key === 'code') return words.code?.(value) ?? value;
  if (key === 'field') return words.field?.(value) ?? value;
  if (key === 'fields')
    return (
      list(value)
        .map((name) => words.field?.(name) ?? name)
        .join(', ') || '—'
    );
  if (key === 'grants') return grantsText(value, words);
  return words.setting?.(key, value) ?? value;
}
