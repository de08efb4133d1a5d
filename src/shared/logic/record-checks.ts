/** One check per field: answers the value when it is valid, else undefined. */
export type FieldChecks<T> = { [K in keyof T]: (value: unknown) => T[K] | undefined };

/**
 * Reads a stored object field by field: a broken or missing field falls back
 * to its default alone, a broken whole falls back to the defaults.
 */
export function sanitizeRecord<T extends object>(value: unknown, defaults: T, checks: FieldChecks<T>): T {
  const source = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const out = { ...defaults };
  for (const key of Object.keys(checks) as (keyof T)[]) {
    const checked = checks[key](source[key as string]);
    if (checked !== undefined) out[key] = checked;
  }
  return out;
}

export const check = {
  oneOf:
    <V extends string>(...values: V[]) =>
    (v: unknown): V | undefined =>
      values.find((x) => x === v),
  boolean: (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined),
  positiveInteger: (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined,
  strings:
    (maxItems: number, maxLength: number) =>
    (v: unknown): string[] | undefined =>
      Array.isArray(v) && v.length <= maxItems && v.every((s) => typeof s === 'string' && s.length <= maxLength)
        ? (v as string[])
        : undefined,
};
