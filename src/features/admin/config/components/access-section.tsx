import { ProForm } from '@ant-design/pro-components';
import { Card, Input, InputNumber, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { urlRule } from './url-rule';

const LINKS = ['documentation', 'site', 'pricing'] as const;
const SECOND_FACTOR_POLICIES = ['none', 'admins', 'everyone'] as const;

/** Password recovery, who must have a second factor, the audit log and its retention, the version check and the user menu's links. */
export function AccessSection() {
  const { t } = useTranslation('admin-config');
  const url = urlRule(t('access.urlInvalid'));
  return (
    <Card title={t('access.title')} style={{ marginBottom: 16 }}>
      <ProForm.Item name="passwordResetAllowed" label={t('access.passwordReset')} valuePropName="checked">
        <Switch />
      </ProForm.Item>
      <ProForm.Item
        name="requireSecondFactor"
        label={t('access.requireSecondFactor')}
        extra={t('access.requireSecondFactorHelp')}
      >
        <Radio.Group
          options={SECOND_FACTOR_POLICIES.map((policy) => ({
            value: policy,
            label: t(`access.secondFactor.${policy}`),
          }))}
        />
      </ProForm.Item>
      <ProForm.Item name="auditLogsEnabled" label={t('access.auditEnabled')} valuePropName="checked">
        <Switch />
      </ProForm.Item>
      <ProForm.Item
        name="auditLogsRetentionDays"
        label={t('access.retention')}
        rules={[{ required: true, type: 'integer', min: 1, max: 3650 }]}
      >
        <InputNumber min={1} max={3650} precision={0} style={{ width: 200, maxWidth: '100%' }} />
      </ProForm.Item>
      <ProForm.Item
        name="versionCheckUrl"
        label={t('access.versionCheck')}
        extra={t('access.versionCheckHelp')}
        rules={[url]}
      >
        <Input inputMode="url" placeholder="https://" maxLength={2048} />
      </ProForm.Item>
      <Typography.Text strong>{t('access.links')}</Typography.Text>
      <Typography.Paragraph type="secondary">{t('access.linksHelp')}</Typography.Paragraph>
      {LINKS.map((link) => (
        <ProForm.Item key={link} name={['links', link]} label={t(`access.${link}`)} rules={[url]}>
          <Input inputMode="url" placeholder="https://" maxLength={2048} />
        </ProForm.Item>
      ))}
    </Card>
  );
}
