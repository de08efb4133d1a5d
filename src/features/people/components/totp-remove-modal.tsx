import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { useServerFieldError } from '@/shared/ui/password-field';
import { cleanTotpCode, isTotpCode } from '../logic/recovery-codes';
import type { useTwoFactor } from '../use-two-factor';

type With = 'password' | 'code';

/** Removing the authenticator app: asks for the current password or a current code of the app. */
export function TotpRemoveModal({
  open,
  onClose,
  onRemoved,
  twoFactor,
}: {
  open: boolean;
  onClose: () => void;
  onRemoved: () => void;
  twoFactor: ReturnType<typeof useTwoFactor>;
}) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<{ password?: string; code?: string }>();
  const [proof, setProof] = useState<With>('password');
  const { remove } = twoFactor;
  useServerFieldError(form, remove.error, ['password', 'code']);
  const submit = async (values: { password?: string; code?: string }) => {
    try {
      await remove.mutateAsync(
        proof === 'password' ? { password: values.password ?? '' } : { code: cleanTotpCode(values.code ?? '') },
      );
      form.resetFields();
      onRemoved();
    } catch {
      // Shown on the field or above the form.
    }
  };
  const formError = remove.error instanceof ApiError && !remove.error.field ? remove.error : null;
  return (
    <Modal
      open={open}
      title={t('security.removeTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('security.remove')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <p>{t('security.removeText')}</p>
      <FormError error={formError} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item label={t('security.removeWith')}>
          <Radio.Group
            value={proof}
            onChange={(event) => setProof(event.target.value as With)}
            options={[
              { value: 'password', label: t('security.withPassword') },
              { value: 'code', label: t('security.withCode') },
            ]}
          />
        </Form.Item>
        {proof === 'password' ? (
          <Form.Item
            name="password"
            label={t('security.password')}
            rules={[{ required: true, message: t('security.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        ) : (
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
      </Form>
    </Modal>
  );
}
