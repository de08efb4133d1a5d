import fc, { type Arbitrary } from 'fast-check';
import { SINGLE_LINE_PATTERN } from '../../contract/endpoints';

/** The part of JSON Schema the OpenAPI document of the contract uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Values for named fields that the schema alone would make costly or slow (a source ffmpeg would open). */
export type Overrides = Record<string, Arbitrary<unknown>>;

const MAX_ITEMS = 4;
/** Strings near the limits are what break code; longer ones than this add nothing but time. */
const MAX_TEXT = 300;

/** Values that break code that trusts its input: path tricks, markup, control and bidi characters, huge numbers. */
export const hostile: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-x',
    '../../etc/passwd',
    '%2e%2e%2f',
    '..\\..\\win.ini',
    '\u0000',
    'a\r\nb',
    'a\u0085b',
    '<img src=x onerror=alert(1)>',
    '\u202e\u200b',
    'a'.repeat(5000),
    'NaN',
    '1e20',
    '-1',
    '9007199254740993',
    'true',
    '[]',
    '{}',
  ),
  fc.constantFrom(1e20, -1e20, -1, 0, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 0.5),
  fc.constantFrom(null, true, false, [], {}, [null], { a: { b: [1, '2'] } }),
  fc.string({ maxLength: 40 }),
);

/** Strings a pattern accepts; lookaheads (which fast-check cannot generate from) are checked by filtering. */
function matchingPattern(pattern: string): Arbitrary<string> {
  const whole = new RegExp(pattern);
  try {
    return fc.stringMatching(whole);
  } catch {
    const withoutLookaheads = pattern.replace(/\(\?[!=](?:[^()]|\([^()]*\))*\)/g, '');
    return fc.stringMatching(new RegExp(withoutLookaheads)).filter((s) => whole.test(s));
  }
}

function stringOf(schema: JsonSchema): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? MAX_TEXT, Math.max(minLength, MAX_TEXT));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern === SINGLE_LINE_PATTERN) {
    // A one-line text: mostly fitting, and often with a line break, a tab, DEL or a C1 control.
    const controls = fc.string({
      minLength: Math.max(minLength, 1),
      maxLength,
      unit: fc.constantFrom('a', ' ', '\r', '\n', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u009f'),
    });
    return fc.oneof(
      { weight: 3, arbitrary: matchingPattern(schema.pattern).filter(fits) },
      { weight: 2, arbitrary: controls },
    );
  }
  if (schema.pattern) {
    const matching = matchingPattern(schema.pattern).filter(fits);
    // A pattern with a long minimum may rarely be met by chance: keep some plain strings too.
    return fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: fc.string({ minLength, maxLength }) });
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    {
      weight: 1,
      arbitrary: fc.string({ minLength, maxLength, unit: fc.constantFrom('é', 'ё', '\u202e', '<', '"', 'a') }),
    },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e9);
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Where the schema sets no bound, it accepts numbers no database binds: those come often.
  const unbounded = [
    ...(schema.maximum === undefined && schema.exclusiveMaximum === undefined ? [1e20, 2 ** 63, 2 ** 53 + 2] : []),
    ...(schema.minimum === undefined && schema.exclusiveMinimum === undefined ? [-1e20, -(2 ** 63)] : []),
  ];
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    ...(unbounded.length ? [{ weight: 2, arbitrary: fc.constantFrom(...unbounded) }] : []),
  );
}

function objectOf(schema: JsonSchema, overrides: Overrides): Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) model[key] = overrides[key] ?? arbitraryOf(sub, overrides);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
}

/** An arbitrary of values the schema accepts (or, for a few named fields, what `overrides` gives). */
export function arbitraryOf(schema: JsonSchema, overrides: Overrides = {}): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => arbitraryOf(c, overrides)));
  if (schema.allOf) return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, overrides);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = arbitraryOf(schema.items ?? {}, overrides);
      const constraints = {
        minLength: schema.minItems ?? 0,
        // Short arrays, but never shorter than the schema asks (a week of 24 hours is 7 × 24).
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(items, constraints);
    }
    case 'object':
      return objectOf(schema, overrides);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Mostly values the schema accepts (they reach the handlers' own logic), and some the schema
 * refuses: one field replaced with something hostile, an unknown field, or junk instead of the whole.
 */
export function fuzzedValueOf(schema: JsonSchema, overrides: Overrides = {}): Arbitrary<unknown> {
  const valid = arbitraryOf(schema, overrides);
  const brokenField = valid.chain((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length
      ? fc
          .tuple(fc.constantFrom(...Object.keys(value)), hostile)
          .map(([key, junk]) => ({ ...(value as Record<string, unknown>), [key]: junk }))
      : hostile,
  );
  const extraField = valid.map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value, isAdmin: true } : value,
  );
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: brokenField },
    { weight: 1, arbitrary: extraField },
    { weight: 1, arbitrary: hostile },
  );
}
