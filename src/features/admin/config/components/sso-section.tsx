import { ProForm } from '@ant-design/pro-components';
import { Card, Checkbox, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Configuration } from '@contract/index';
import { singleLineRule } from '@/shared/forms/single-line-rule';

const VARIABLES: Record<Configuration['oidcFromEnvironment'][number], string> = {
  oidcIssuer: 'VIGIL_OIDC_ISSUER',
  oidcClientId: 'VIGIL_OIDC_CLIENT_ID',
  oidcClientSecret: 'VIGIL_OIDC_CLIENT_SECRET',
  oidcLabel: 'VIGIL_OIDC_LABEL',
  oidcAdminGroups: 'VIGIL_OIDC_ADMIN_GROUPS',
  oidcReadonlyGroups: 'VIGIL_OIDC_READONLY_GROUPS',
  oidcGroupsClaim: 'VIGIL_OIDC_GROUPS_CLAIM',
};

/**
 * Single sign-on with an OpenID provider (docs/people.md#single-sign-on): the secret is write-only, and a
 * field the environment sets is read-only here (the environment wins).
 */
export function SsoSection({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation(['admin-config', 'reasons']);
  const oneLine = [singleLineRule(t('reasons:controlCharacters'))];
  const fixed = new Set<string>(configuration.oidcFromEnvironment);
  const hasSecret = configuration.oidcClientHasSecret;
  /** The field's own help, or that the environment sets it. */
  const extra = (key: keyof typeof VARIABLES, help?: string) =>
    fixed.has(key) ? t('sso.fromEnvironment', { variable: VARIABLES[key] }) : help;
  return (
    <Card title={t('sso.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('sso.help')}</Typography.Paragraph>
      <ProForm.Item
        name="oidcIssuer"
        label={t('sso.issuer')}
        extra={extra('oidcIssuer', t('sso.issuerHelp'))}
        rules={[{ type: 'url', message: t('sso.issuerInvalid') }, ...oneLine]}
      >
        <Input maxLength={2048} placeholder="https://id.example.com/realms/corp" disabled={fixed.has('oidcIssuer')} />
      </ProForm.Item>
      <ProForm.Item name="oidcClientId" label={t('sso.clientId')} extra={extra('oidcClientId')} rules={oneLine}>
        <Input maxLength={255} autoComplete="off" disabled={fixed.has('oidcClientId')} />
      </ProForm.Item>
      <ProForm.Item name="oidcClientSecret" label={t('sso.clientSecret')} extra={extra('oidcClientSecret')}>
        <Input.Password
          maxLength={1024}
          autoComplete="new-password"
          disabled={fixed.has('oidcClientSecret')}
          placeholder={hasSecret ? t('sso.secretSet') : t('sso.secretUnset')}
        />
      </ProForm.Item>
      {hasSecret && !fixed.has('oidcClientSecret') && (
        <ProForm.Item name="oidcClientSecretClear" valuePropName="checked">
          <Checkbox>{t('sso.secretClear')}</Checkbox>
        </ProForm.Item>
      )}
      <ProForm.Item
        name="oidcLabel"
        label={t('sso.label')}
        extra={extra('oidcLabel', t('sso.labelHelp'))}
        rules={oneLine}
      >
        <Input maxLength={60} placeholder="Corp ID" disabled={fixed.has('oidcLabel')} />
      </ProForm.Item>
      <ProForm.Item
        name="oidcAdminGroups"
        label={t('sso.adminGroups')}
        extra={extra('oidcAdminGroups', t('sso.groupsHelp'))}
        rules={oneLine}
      >
        <Input placeholder="vigil-admins" disabled={fixed.has('oidcAdminGroups')} />
      </ProForm.Item>
      <ProForm.Item
        name="oidcReadonlyGroups"
        label={t('sso.readonlyGroups')}
        extra={extra('oidcReadonlyGroups', t('sso.groupsHelp'))}
        rules={oneLine}
      >
        <Input placeholder="vigil-viewers" disabled={fixed.has('oidcReadonlyGroups')} />
      </ProForm.Item>
      <ProForm.Item
        name="oidcGroupsClaim"
        label={t('sso.groupsClaim')}
        extra={extra('oidcGroupsClaim')}
        rules={oneLine}
      >
        <Input maxLength={100} placeholder="groups" disabled={fixed.has('oidcGroupsClaim')} />
      </ProForm.Item>
    </Card>
  );
}
