import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { passwordPrecheck } from '@/shared/logic/password-precheck';
import type { Rule as PlainRule, Values } from '@/shared/plain-ui';

/** What the console can tell of a new password before sending (too short, contains the login), in the words of the server's reasons; null: nothing. */
function precheckText(t: TFunction, password: string, login: string): string | null {
  const reason = password ? passwordPrecheck(password, login) : null;
  return reason ? t(reason, { ns: 'reasons' }) : null;
}

/**
 * The rule of a new password field of an antd form. `loginField` names the form's login field, if it has one.
 */
export function usePasswordRule(loginField?: string): Rule {
  const { t } = useTranslation('reasons');
  return ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const text = precheckText(t, value ?? '', loginField ? String(getFieldValue(loginField) ?? '') : '');
      return text ? Promise.reject(new Error(text)) : Promise.resolve();
    },
  });
}

/** The same rule for a plain form (the sign-in pages). */
export function usePlainPasswordRule<V extends Values>(loginField?: keyof V & string): PlainRule<V> {
  const { t } = useTranslation('reasons');
  return (value, values) => precheckText(t, value, loginField ? (values[loginField] ?? '') : '');
}

/** The field a refusal names (`error.field`, one of `fields`) and its text: the server's reason in the user's language, or the catalogue's words for its code. */
function refusedField(
  t: TFunction,
  error: ApiError | null,
  fields: readonly string[],
): { name: string; text: string } | null {
  if (!error?.field || !fields.includes(error.field)) return null;
  const text = error.reason ? t(error.reason, { ns: 'reasons' }) : t(error.code, { ns: 'errors' });
  return { name: error.field, text };
}

/** Calls `mark` with the field a refusal names and its text, once per refusal (`mark` stays the same function). */
function useRefusedField(
  error: ApiError | null,
  fields: readonly string[],
  mark: (name: string, text: string) => void,
) {
  const { t } = useTranslation(['reasons', 'errors']);
  const refused = refusedField(t, error, fields);
  const name = refused?.name ?? null;
  const text = refused?.text ?? null;
  useEffect(() => {
    if (name && text) mark(name, text);
  }, [error, name, text, mark]);
}

/**
 * Marks the field a refusal names with its text (see `refusedField`) on an antd form; the mark goes
 * once the user changes the field.
 */
export function useServerFieldError(form: FormInstance, error: ApiError | null, fields: readonly string[]): void {
  const mark = useCallback((name: string, text: string) => form.setFields([{ name, errors: [text] }]), [form]);
  useRefusedField(error, fields, mark);
}

/** The same on a plain form, through `setError` of `usePlainForm`. */
export function usePlainServerFieldError(
  setError: (name: string, text: string | null) => void,
  error: ApiError | null,
  fields: readonly string[],
): void {
  useRefusedField(error, fields, setError);
}
