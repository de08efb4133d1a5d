import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { passwordPrecheck } from '@/shared/logic/password-precheck';

/**
 * The rule of a new password field: what the console can tell before sending (too short, contains
 * the login), in the words of the server's reasons. `loginField` names the form's login field, if it has one.
 */
export function usePasswordRule(loginField?: string): Rule {
  const { t } = useTranslation('reasons');
  return ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const login = loginField ? String(getFieldValue(loginField) ?? '') : '';
      const reason = value ? passwordPrecheck(value, login) : null;
      return reason ? Promise.reject(new Error(t(reason))) : Promise.resolve();
    },
  });
}

/**
 * Marks the field a refusal names (`error.field`, one of `fields`) with the server's reason in the
 * user's language, or the catalogue's words for its code; the mark goes once the user changes the field.
 */
export function useServerFieldError(form: FormInstance, error: ApiError | null, fields: readonly string[]): void {
  const { t } = useTranslation(['reasons', 'errors']);
  const named = error?.field && fields.includes(error.field) ? error.field : null;
  useEffect(() => {
    if (!error || !named) return;
    const text = error.reason ? t(error.reason, { ns: 'reasons' }) : t(error.code, { ns: 'errors' });
    form.setFields([{ name: named, errors: [text] }]);
  }, [error, named, form, t]);
}
