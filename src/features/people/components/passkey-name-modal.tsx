import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/api-error';
import { passkeyCancelled } from '@/shared/passkeys/webauthn-browser';
import { FormError } from '@/shared/ui/form-error';

/**
 * A passkey's name: asked before adding one ("Add a passkey": the browser's dialog follows) and
 * when renaming it. The typed name stays when the server or the browser refused.
 */
export function PasskeyNameModal({
  formName,
  title,
  okText,
  initialName = '',
  trigger,
  open,
  onOpenChange,
  onSubmit,
  error,
}: {
  /** Prefixes the fields' ids, so two of these forms never share one. */
  formName: string;
  title: string;
  okText: string;
  initialName?: string;
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Resolves true when done (the modal closes), false when refused (it stays, the name kept). */
  onSubmit: (name: string) => Promise<boolean>;
  error: unknown;
}) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<{ name: string }>();
  return (
    <ModalForm<{ name: string }>
      title={title}
      form={form}
      name={formName}
      aria-label={title}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      initialValues={{ name: initialName }}
      modalProps={{ destroyOnHidden: true, okText, cancelText: t('common:cancel') }}
      submitter={{ searchConfig: { submitText: okText, resetText: t('common:cancel') } }}
      onFinish={({ name }) => onSubmit(name.trim())}
      width={440}
    >
      {error instanceof ApiError ? (
        <FormError error={error} />
      ) : error ? (
        <Alert
          type={passkeyCancelled(error) ? 'info' : 'error'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t(passkeyCancelled(error) ? 'passkeys.cancelled' : 'passkeys.unsupported')}
        />
      ) : null}
      <ProFormText
        name="name"
        label={t('passkeys.name')}
        placeholder={t('passkeys.namePlaceholder')}
        fieldProps={{ maxLength: 64, autoComplete: 'off' }}
        rules={[{ required: true, whitespace: true, message: t('passkeys.nameRequired') }]}
      />
    </ModalForm>
  );
}
