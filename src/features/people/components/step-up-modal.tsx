import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BodyOf } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { useSessionStore } from '@/shared/session/session-store';
import { FormError } from '@/shared/ui/form-error';
import { useServerFieldError } from '@/shared/ui/password-field';
import { peopleApi } from '../api';
import { cleanTotpCode, isTotpCode } from '../logic/recovery-codes';

/**
 * The ways a user proves who they are again. A passkey joins them here once the server takes one:
 * a method that needs no typing would call the browser and then `onDone(true)`.
 */
type Method = 'password' | 'code' | 'recoveryCode';

type Values = { password?: string; code?: string; recoveryCode?: string };

/** What the user can prove with: the password unless managed elsewhere, the app's codes with a second factor. */
function methodsOf(user: { isManaged: boolean; secondFactor: boolean } | null): Method[] {
  return [
    ...(user?.isManaged ? [] : (['password'] as const)),
    ...(user?.secondFactor ? (['code', 'recoveryCode'] as const) : []),
  ];
}

function bodyOf(method: Method, values: Values): BodyOf<'stepUp'> {
  if (method === 'code') return { code: cleanTotpCode(values.code ?? '') };
  if (method === 'recoveryCode') return { recoveryCode: (values.recoveryCode ?? '').trim() };
  return { password: values.password ?? '' };
}

/**
 * docs/security.md#step-up: a sensitive action was refused because the last proof is old; the user
 * types the password or a code, and the action is sent again. Cancel gives the refusal back.
 */
export default function StepUpModal({ onDone }: { onDone: (proved: boolean) => void }) {
  const { t } = useTranslation('people');
  const user = useSessionStore((s) => s.user);
  const methods = methodsOf(user);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'password');
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  useServerFieldError(form, error, ['password', 'code', 'recoveryCode']);
  const submit = async (values: Values) => {
    setSending(true);
    setError(null);
    try {
      await peopleApi.stepUp(bodyOf(method, values));
      onDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : new ApiError(null, 'Unknown', String(failure)));
      setSending(false);
    }
  };
  const formError = error && !error.field ? error : null;
  return (
    <Modal
      open
      title={t('stepUp.title')}
      onCancel={() => onDone(false)}
      onOk={() => form.submit()}
      okText={t('stepUp.confirm')}
      okButtonProps={{ loading: sending, disabled: methods.length === 0 }}
      cancelText={t('common:cancel')}
      destroyOnHidden
      width={420}
      // Above the confirmation waiting for the refused action: antd draws App's dialogs at 2000.
      zIndex={2100}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
    >
      <p>{t(methods.length === 0 ? 'stepUp.signInAgain' : 'stepUp.text')}</p>
      <FormError error={formError} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        {methods.length > 1 && (
          <Form.Item label={t('stepUp.with')}>
            <Radio.Group
              value={method}
              onChange={(event) => setMethod(event.target.value as Method)}
              options={methods.map((m) => ({ value: m, label: t(`stepUp.${m}`) }))}
            />
          </Form.Item>
        )}
        {method === 'password' && methods.includes('password') && (
          <Form.Item
            name="password"
            label={t('security.password')}
            rules={[{ required: true, message: t('security.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        )}
        {method === 'code' && (
          <Form.Item
            name="code"
            label={t('security.code')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  isTotpCode(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('security.codeRequired'))),
              },
            ]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} autoFocus />
          </Form.Item>
        )}
        {method === 'recoveryCode' && (
          <Form.Item
            name="recoveryCode"
            label={t('stepUp.recoveryCode')}
            rules={[{ required: true, message: t('stepUp.recoveryCodeRequired') }]}
          >
            <Input autoComplete="off" maxLength={20} autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
