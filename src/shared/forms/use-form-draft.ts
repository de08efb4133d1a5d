import { App, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { registerDraft, takeDraft } from './drafts';
import { draftKey } from './logic/draft';

/**
 * Nothing typed is lost when the session ends (docs/security.md, R5): while this form is on screen, its
 * unsaved values are kept if the session ends (`keepDrafts`, called where a 401 sends the user
 * to sign in), and given back here, once, when the user returns to this page after signing in.
 */
export function useFormDraft(form: FormInstance, name: string, enabled = true): void {
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const { t } = useTranslation('common');

  useEffect(() => {
    if (!enabled) return undefined;
    const key = draftKey(pathname, name);
    const draft = takeDraft(key);
    if (draft) {
      form.setFieldsValue(draft);
      void message.info(t('draft.restored'));
    }
    // Values given back count as unsaved changes until they are saved.
    const restored = draft !== null;
    return registerDraft({
      key,
      read: () => (restored || form.isFieldsTouched() ? (form.getFieldsValue(true) as Record<string, unknown>) : null),
    });
  }, [form, name, pathname, enabled, message, t]);
}
