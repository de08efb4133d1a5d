import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@contract/endpoints';
import type { Configuration } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { refreshSettings } from '@/shared/session/refresh-settings';
import { FormError } from '@/shared/ui/form-error';
import { configApi, configKeys } from '../api';
import { base64Of } from '../logic/config-form';

type LogoType = (typeof LOGO_TYPES)[number];
const isLogoType = (type: string): type is LogoType => (LOGO_TYPES as readonly string[]).includes(type);

/**
 * The product logo: uploaded (checked here for type and size, and again by the server) and
 * removed at once, apart from the form's Save; the header shows it from the next moment.
 */
export function LogoField({ logo }: { logo: string | null }) {
  const { t } = useTranslation('admin-config');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [localError, setLocalError] = useState<string | null>(null);
  const applied = async (configuration: Configuration, text: string) => {
    client.setQueryData(configKeys.configuration, configuration);
    await refreshSettings(client);
    void message.success(text);
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (!isLogoType(file.type)) throw new Error(t('logo.wrongType'));
      return configApi.uploadLogo({ type: file.type, data: base64Of(await file.arrayBuffer()) });
    },
    onSuccess: (configuration) => applied(configuration, t('logo.uploaded')),
    meta: { handlesErrors: true },
  });
  const remove = useMutation({
    mutationFn: configApi.deleteLogo,
    onSuccess: (configuration) => applied(configuration, t('logo.removed')),
    meta: { handlesErrors: true },
  });
  const choose = (file: File) => {
    setLocalError(null);
    if (!isLogoType(file.type)) setLocalError(t('logo.wrongType'));
    else if (file.size > LOGO_MAX_BYTES) setLocalError(t('logo.tooLarge'));
    else upload.mutate(file);
    return Upload.LIST_IGNORE;
  };
  const error = upload.error ?? remove.error;

  return (
    <Form.Item label={t('logo.label')} extra={t('logo.help')}>
      <Space wrap align="center">
        {logo ? (
          <img src={logo} alt={t('logo.preview')} style={{ height: 40, maxWidth: 200, objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{t('logo.none')}</Typography.Text>
        )}
        <Upload accept={LOGO_TYPES.join(',')} showUploadList={false} beforeUpload={choose}>
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {logo ? t('logo.replace') : t('logo.upload')}
          </Button>
        </Upload>
        {logo && (
          <Button icon={<DeleteOutlined />} onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('logo.remove')}
          </Button>
        )}
      </Space>
      {localError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {localError}
        </Typography.Text>
      )}
      {error instanceof ApiError && <FormError error={error} />}
    </Form.Item>
  );
}
