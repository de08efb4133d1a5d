import { useCallback, useRef, useState, type FormEvent } from 'react';
import { checkAll, checkField, isRequired, type Errors, type Rules, type Values } from './logic/form-rules';

export interface PlainFormOptions<V extends Values> {
  initialValues: V;
  rules?: Rules<V>;
  /** Fields whose check reads another: `{ confirm: ['password'] }` checks confirm again when password changes. */
  dependencies?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
  onSubmit: (values: V) => void;
}

/** What a field of the form is given (see `TextField`). */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  /** Its rules ask for a value. */
  required: boolean;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * A form of text fields without antd (the pages drawn before its code is in), as antd's forms
 * behave: a field is checked as it changes (and a field that reads it, once that one was
 * changed); a submit checks every field, and with errors the first invalid field (in the order the
 * fields are drawn) takes the focus, scrolled into view. What was typed always stays. `setError`
 * marks a field with a message of the caller's (a server's refusal), which goes once it changes.
 */
export function usePlainForm<V extends Values>({
  initialValues,
  rules = {},
  dependencies = {},
  onSubmit,
}: PlainFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  /** Changed by the user, or checked by a submit: checked again on every change. */
  const touched = useRef(new Set<string>());
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const order = useRef<string[]>([]);

  const change = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    touched.current.add(name);
    const updated: Errors<V> = { ...errors };
    const readers = Object.entries(dependencies).flatMap(([field, on]) => (on?.includes(name) ? [field] : []));
    for (const field of [name, ...readers] as (keyof V & string)[]) {
      if (!touched.current.has(field)) continue;
      const message = checkField(field, next, rules);
      if (message) updated[field] = message;
      else delete updated[field];
    }
    setErrors(updated);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const drawn = order.current.filter((name) => inputs.current.has(name)) as (keyof V & string)[];
    for (const name of drawn) touched.current.add(name);
    const { errors: found, first } = checkAll(values, rules, drawn);
    setErrors(found);
    if (first) {
      const input = inputs.current.get(first);
      input?.focus({ preventScroll: true });
      input?.scrollIntoView?.({ block: 'center' });
      return;
    }
    onSubmit(values);
  };

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name] ?? null,
    required: isRequired(name, rules),
    onChange: (value) => change(name, value),
    inputRef: (element) => {
      if (element) {
        inputs.current.set(name, element);
        if (!order.current.includes(name)) order.current.push(name);
      } else inputs.current.delete(name);
    },
  });

  const setError = useCallback((name: string, message: string | null) => {
    setErrors((shown) => {
      const updated: Errors<V> = { ...shown };
      if (message) updated[name as keyof V & string] = message;
      else delete updated[name as keyof V & string];
      return updated;
    });
  }, []);

  return { values, errors, field, submit, setError };
}
