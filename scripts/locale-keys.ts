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
