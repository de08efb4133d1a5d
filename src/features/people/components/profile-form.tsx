import { ProForm, ProFormDependency } from '@ant-design/pro-components';
import { Alert, Divider, Form, Input, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UpdateMeBody, User } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { usePasswordRule, useServerFieldError } from '@/shared/ui/password-field';
import { needsOldPassword, profileBody, profileValuesOf, type ProfileFormValues } from '../logic/profile-form';
import { LanguageField } from './language-select';

const FIELDS = ['email', 'fullName', 'oldPassword', 'password'] as const;

export interface ProfileFormProps {
  user: User;
  /** Resolves true when saved: the password fields are emptied then. */
  onSave: (body: UpdateMeBody) => Promise<boolean>;
  saving: boolean;
  error: ApiError | null;
}

/**
 * My profile's form (docs/console.md#screens-and-routes /profile/me/edit): e-mail, full name, language, and a new password
 * that needs the old one. "Invalid old password" and "Old password and new password cannot be
 * same" land on their fields; what was typed stays.
 */
export function ProfileForm({ user, onSave, saving, error }: ProfileFormProps) {
  const { t } = useTranslation(['people', 'errors']);
  const [form] = Form.useForm<ProfileFormValues>();
  const passwordRule = usePasswordRule();
  useServerFieldError(form, error, FIELDS);
  const managed = user.isManaged;
  const onFieldError = !!error?.field && (FIELDS as readonly string[]).includes(error.field);
  const repeatRule: FormRule = ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('fields.repeatMismatch'))),
  });

  const submit = async (values: Partial<ProfileFormValues>) => {
    const body = profileBody(user, values);
    if (!body) return;
    if (await onSave(body)) form.setFieldsValue({ oldPassword: '', password: '', repeat: '' });
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <ProForm<ProfileFormValues>
        form={form}
        aria-label={t('profile.formLabel')}
        layout="vertical"
        initialValues={profileValuesOf(user)}
        onFinish={submit}
        submitter={{
          searchConfig: { submitText: t('profile.save') },
          resetButtonProps: false,
          submitButtonProps: { loading: saving },
        }}
      >
        {managed && <Alert type="info" showIcon title={t('profile.managed')} style={{ marginBottom: 16 }} />}
        {!onFieldError && <FormError error={error} />}
        {/* Plain inputs in ProForm.Item (not ProFormText): the item then hands each input its error
            state and message (aria-invalid, aria-describedby), which ProFormText drops. */}
        <ProForm.Item name="email" label={t('fields.email')}>
          <Input type="email" autoComplete="email" placeholder="name@example.com" disabled={managed} />
        </ProForm.Item>
        <ProForm.Item name="fullName" label={t('fields.fullName')}>
          <Input maxLength={200} disabled={managed} />
        </ProForm.Item>
        <LanguageField />
        <Divider titlePlacement="start">{t('profile.passwordSection')}</Divider>
        <Typography.Paragraph type="secondary">{t('fields.passwordRule')}</Typography.Paragraph>
        <ProForm.Item
          name="password"
          label={t('fields.newPassword')}
          rules={[
            passwordRule,
            ...(user.mustChangePassword ? [{ required: true, message: t('fields.newPasswordRequired') }] : []),
          ]}
        >
          <Input.Password autoComplete="new-password" disabled={managed} />
        </ProForm.Item>
        <ProFormDependency name={['password', 'email']}>
          {({ password, email }) => (
            <>
              {password && (
                <ProForm.Item
                  name="repeat"
                  label={t('fields.repeatPassword')}
                  dependencies={['password']}
                  rules={[repeatRule]}
                >
                  <Input.Password autoComplete="new-password" />
                </ProForm.Item>
              )}
              {needsOldPassword(user, { password: String(password ?? ''), email: String(email ?? '') }) && (
                <ProForm.Item
                  name="oldPassword"
                  label={t('fields.oldPassword')}
                  extra={t('fields.oldPasswordHelp')}
                  rules={[{ required: true, message: t('fields.oldPasswordRequired') }]}
                >
                  <Input.Password autoComplete="current-password" />
                </ProForm.Item>
              )}
            </>
          )}
        </ProFormDependency>
      </ProForm>
    </div>
  );
}
