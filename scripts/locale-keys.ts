/** Flattens nested locale objects to dotted keys: {a: {b: 'x'}} → ['a.b']. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * i18next plural forms differ by language (English one/other, Russian one/few/many/other):
 * `items_few` and `items_other` both count as the key `items`.
 */
export function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

export interface LocaleDiff {
  namespace: string;
  onlyIn: string;
  keys: string[];
}

/** Keys one language has and another lacks, namespace by namespace (missing files count too). */
export function diffLocales(byLanguage: Record<string, Record<string, unknown>>): LocaleDiff[] {
  const languages = Object.keys(byLanguage);
  const namespaces = [...new Set(languages.flatMap((l) => Object.keys(byLanguage[l] ?? {})))].sort();
  const diffs: LocaleDiff[] = [];
  for (const namespace of namespaces) {
    const keys = Object.fromEntries(
      languages.map((l) => [
        l,
        new Set(namespace in (byLanguage[l] ?? {}) ? flattenKeys(byLanguage[l]?.[namespace]).map(baseKey) : []),
      ]),
    );
    for (const language of languages) {
      const others = languages.filter((l) => l !== language);
      const extra = [...(keys[language] ?? [])].filter((k) => others.some((o) => !keys[o]?.has(k)));
      if (extra.length) diffs.push({ namespace, onlyIn: language, keys: extra.sort() });
    }
  }
  return diffs;
}

/** The plural forms a counted text needs in each language (i18next's Intl.PluralRules categories). */
export const PLURAL_FORMS: Record<string, readonly string[]> = { en: ['one', 'other'], ru: ['one', 'few', 'many'] };

/**
 * Counted texts (a value with `{{count}}`) lacking a plural form their language needs: "1 bookmarks"
 * in English, or one Russian form for 1, 3 and 5 alike.
 */
export function missingPluralForms(byLanguage: Record<string, Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const [language, namespaces] of Object.entries(byLanguage)) {
    const needed = PLURAL_FORMS[language] ?? ['one', 'other'];
    for (const [namespace, texts] of Object.entries(namespaces)) {
      const values = new Map(flattenKeys(texts).map((key) => [key, valueAt(texts, key)]));
      const counted = new Set([...values].filter(([, v]) => /\{\{\s*count\b/.test(String(v))).map(([k]) => baseKey(k)));
      for (const key of counted) {
        const missing = needed.filter((form) => !values.has(`${key}_${form}`));
        if (missing.length) problems.push(`${language}/${namespace}: ${key} lacks ${missing.join(', ')}`);
      }
    }
  }
  return problems.sort();
}

function valueAt(value: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}
