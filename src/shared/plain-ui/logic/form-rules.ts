/**
 * The checks of the plain forms (the pages drawn before antd's code is in): each rule looks at one
 * field's value, and the others', and gives the message to show, or null. Pure: the form hook
 * (`use-plain-form.ts`) runs them and draws the result.
 */

export type Values = Record<string, string>;
export type Rule<V extends Values> = ((value: string, values: V) => string | null) & {
  /** The rule asks for a value (the field is marked required for assistive technology). */
  readonly asksValue?: true;
};
export type Rules<V extends Values> = Partial<Record<keyof V & string, readonly Rule<V>[]>>;
export type Errors<V extends Values> = Partial<Record<keyof V & string, string>>;

/** Something typed (with `whitespace`, more than spaces). */
export const required = <V extends Values>(message: string, { whitespace = false } = {}): Rule<V> =>
  Object.assign((value: string) => ((whitespace ? value.trim() : value) === '' ? message : null), {
    asksValue: true as const,
  });

/** Whether a field's rules ask for a value. */
export const isRequired = <V extends Values>(name: keyof V & string, rules: Rules<V>): boolean =>
  (rules[name] ?? []).some((rule) => rule.asksValue === true);

/** Empty, or matching `pattern` (an empty field is `required`'s to report). */
export const matches =
  <V extends Values>(pattern: RegExp, message: string): Rule<V> =>
  (value) =>
    value === '' || pattern.test(value) ? null : message;

/** An e-mail address as browsers check `type="email"`: one @, no spaces, a dotted domain. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const email = <V extends Values>(message: string): Rule<V> => matches(EMAIL, message);

/** Empty, or equal to the field `other` (a repeated password). */
export const sameAs =
  <V extends Values>(other: keyof V & string, message: string): Rule<V> =>
  (value, values) =>
    value === '' || value === values[other] ? null : message;

/** The first message of a field's rules, or null. */
export function checkField<V extends Values>(name: keyof V & string, values: V, rules: Rules<V>): string | null {
  for (const rule of rules[name] ?? []) {
    const message = rule(values[name] ?? '', values);
    if (message !== null) return message;
  }
  return null;
}

/** Every field's message, in `order`, and the first field that has one (null: the form may be sent). */
export function checkAll<V extends Values>(
  values: V,
  rules: Rules<V>,
  order: readonly (keyof V & string)[],
): { errors: Errors<V>; first: (keyof V & string) | null } {
  const errors: Errors<V> = {};
  let first: (keyof V & string) | null = null;
  for (const name of order) {
    const message = checkField(name, values, rules);
    if (message === null) continue;
    errors[name] = message;
    first ??= name;
  }
  return { errors, first };
}
