import { ProForm, ProFormDependency, ProFormText } from '@ant-design/pro-components';
import { Alert, Divider, Form, Typography } from 'antd';
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
 * My profile's form (SPEC §2 /profile/me/edit): e-mail, full name, language, and a new password
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

  const submit = async (values: ProfileFormValues) => {
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
        <ProFormText
          placeholder="name@example.com"
          name="email"
          label={t('fields.email')}
          disabled={managed}
          fieldProps={{ type: 'email', autoComplete: 'email' }}
        />
        <ProFormText
          placeholder=""
          name="fullName"
          label={t('fields.fullName')}
          disabled={managed}
          fieldProps={{ maxLength: 200 }}
        />
        <LanguageField />
        <Divider titlePlacement="start">{t('profile.passwordSection')}</Divider>
        <Typography.Paragraph type="secondary">{t('fields.passwordRule')}</Typography.Paragraph>
        <ProFormText.Password
          placeholder=""
          name="password"
          label={t('fields.newPassword')}
          disabled={managed}
          fieldProps={{ autoComplete: 'new-password' }}
          rules={[
            passwordRule,
            ...(user.mustChangePassword ? [{ required: true, message: t('fields.newPasswordRequired') }] : []),
          ]}
        />
        <ProFormDependency name={['password', 'email']}>
          {({ password, email }) => (
            <>
              {password && (
                <ProFormText.Password
                  placeholder=""
                  name="repeat"
                  label={t('fields.repeatPassword')}
                  fieldProps={{ autoComplete: 'new-password' }}
                  dependencies={['password']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, value: string | undefined) =>
                        value === getFieldValue('password')
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('fields.repeatMismatch'))),
                    }),
                  ]}
                />
              )}
              {needsOldPassword(user, { password: String(password ?? ''), email: String(email ?? '') }) && (
                <ProFormText.Password
                  placeholder=""
                  name="oldPassword"
                  label={t('fields.oldPassword')}
                  extra={t('fields.oldPasswordHelp')}
                  fieldProps={{ autoComplete: 'current-password' }}
                  rules={[{ required: true, message: t('fields.oldPasswordRequired') }]}
                />
              )}
            </>
          )}
        </ProFormDependency>
      </ProForm>
    </div>
  );
}
