import { ProForm } from '@ant-design/pro-components';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Configuration, SaveConfigurationBody } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { useServerFieldError } from '@/shared/ui/password-field';
import { configBody, configValuesOf, type ConfigFormValues } from '../logic/config-form';
import { AccessSection } from './access-section';
import { ArchiveSection } from './archive-section';
import { LookSection } from './look-section';
import { MailSection } from './mail-section';
import { SsoSection } from './sso-section';
import './config-form.css';

/** Fields the server may name in a refusal: its message lands on the field. */
const FIELDS = [
  'appTitle',
  'brandColor',
  'archiveMaxDepthHours',
  'archiveDownloadMaxSeconds',
  'playlistMaxSeconds',
  'rangesMaxSeconds',
  'bookmarkHoldMaxHours',
  'smtpServerHost',
  'smtpServerPort',
  'smtpServerUser',
  'smtpServerFrom',
  'auditLogsRetentionDays',
  'versionCheckUrl',
  'oidcIssuer',
  'oidcClientId',
  'oidcLabel',
  'oidcAdminGroups',
  'oidcReadonlyGroups',
  'oidcGroupsClaim',
] as const;

export interface ConfigFormProps {
  configuration: Configuration;
  /** Resolves true when saved. */
  onSave: (body: SaveConfigurationBody) => Promise<boolean>;
  /** Nothing to save: said, not sent. */
  onNothing: () => void;
  saving: boolean;
  error: ApiError | null;
}

/** Every setting of the configuration in five sections, one Save for all; what was typed stays on an error. */
export function ConfigForm({ configuration, onSave, onNothing, saving, error }: ConfigFormProps) {
  const { t } = useTranslation('admin-config');
  const [form] = Form.useForm<ConfigFormValues>();
  useServerFieldError(form, error, FIELDS);
  const onField = !!error?.field && (FIELDS as readonly string[]).includes(error.field);

  const submit = async (values: Partial<ConfigFormValues>) => {
    const body = configBody(configuration, values);
    if (!body) return onNothing();
    if (await onSave(body)) {
      form.setFieldsValue({
        smtpServerPassword: '',
        smtpServerPasswordClear: false,
        oidcClientSecret: '',
        oidcClientSecretClear: false,
      });
    }
  };

  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{t('form.envNote')}</Typography.Paragraph>
      <ProForm<ConfigFormValues>
        form={form}
        aria-label={t('form.label')}
        layout="vertical"
        initialValues={configValuesOf(configuration)}
        onFinish={submit}
        submitter={{
          searchConfig: { submitText: t('form.save') },
          resetButtonProps: false,
          submitButtonProps: { loading: saving },
          render: (_, dom) => <div className="vigil-sticky-actions">{dom}</div>,
        }}
      >
        {!onField && <FormError error={error} />}
        <LookSection configuration={configuration} />
        <ArchiveSection />
        <MailSection hasPassword={configuration.smtpServerHasPassword} />
        <AccessSection />
        <SsoSection configuration={configuration} />
      </ProForm>
    </div>
  );
}
