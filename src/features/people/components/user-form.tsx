import { ProForm, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSwitch } from '@ant-design/pro-components';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { usePasswordRule, useServerFieldError } from '@/shared/ui/password-field';
import { filledValues, type UserFormValues } from '../logic/user-form';
import { LanguageField } from './language-select';
import { PasswordWithGenerator } from './password-with-generator';

const FIELDS = ['name', 'password', 'email', 'fullName', 'permissionType', 'maxStreamCreation'] as const;

export interface UserFormProps {
  mode: 'add' | 'edit';
  initialValues: UserFormValues;
  onSubmit: (values: UserFormValues) => void;
  submitting: boolean;
  error: ApiError | null;
  /** Managed by an outside directory: e-mail, full name and password are changed there. */
  managed?: boolean;
  /** The administrator's own account: the role cannot be taken away here. */
  self?: boolean;
}

/**
 * Add or edit a user (docs/console.md#screens-and-routes /user/add, /user/:login/edit): login, password with a generator
 * and the server's rule, e-mail, full name, language, role, how many streams the user may create
 * and whether the password must be changed at first sign-in. Refusals land on their fields.
 */
export function UserForm({
  mode,
  initialValues,
  onSubmit,
  submitting,
  error,
  managed = false,
  self = false,
}: UserFormProps) {
  const { t } = useTranslation(['people', 'titles']);
  const [form] = Form.useForm<UserFormValues>();
  const passwordRule = usePasswordRule('name');
  useServerFieldError(form, error, FIELDS);
  const onFieldError = !!error?.field && (FIELDS as readonly string[]).includes(error.field);
  const adding = mode === 'add';
  return (
    <div style={{ maxWidth: 560 }}>
      <ProForm<UserFormValues>
        form={form}
        aria-label={t(adding ? 'titles:addUser' : 'titles:editUser')}
        layout="vertical"
        initialValues={initialValues}
        onFinish={async (values) => onSubmit(filledValues(values, initialValues))}
        submitter={{
          searchConfig: { submitText: t(adding ? 'userForm.create' : 'userForm.save') },
          resetButtonProps: false,
          submitButtonProps: { loading: submitting },
        }}
      >
        {managed && <Alert type="info" showIcon title={t('userForm.managed')} style={{ marginBottom: 16 }} />}
        {!onFieldError && <FormError error={error} />}
        {/* Plain inputs in ProForm.Item (not ProFormText): the item then hands each input its error
            state and message (aria-invalid, aria-describedby), which ProFormText drops. */}
        <ProForm.Item
          name="name"
          label={t('fields.login')}
          extra={adding ? t('fields.loginHelp') : undefined}
          rules={adding ? [{ required: true, whitespace: true, message: t('fields.loginRequired') }] : []}
        >
          <Input autoComplete="off" maxLength={64} disabled={!adding} />
        </ProForm.Item>
        <PasswordWithGenerator
          form={form}
          label={t(adding ? 'fields.password' : 'fields.newPassword')}
          extra={adding ? t('fields.passwordRule') : `${t('fields.passwordKeep')} ${t('fields.passwordRule')}`}
          disabled={managed}
          rules={adding ? [{ required: true, message: t('fields.passwordRequired') }, passwordRule] : [passwordRule]}
        />
        <ProForm.Item name="email" label={t('fields.email')}>
          <Input type="email" placeholder="name@example.com" disabled={managed} />
        </ProForm.Item>
        <ProForm.Item name="fullName" label={t('fields.fullName')}>
          <Input maxLength={200} disabled={managed} />
        </ProForm.Item>
        <LanguageField />
        <ProFormRadio.Group
          name="permissionType"
          label={t('fields.role')}
          disabled={self}
          extra={self ? t('userForm.selfRole') : undefined}
          radioType="button"
          options={[
            { value: 'user', label: t('roles.user') },
            { value: 'admin', label: t('roles.admin') },
          ]}
        />
        <ProFormDependency name={['permissionType']}>
          {({ permissionType }) =>
            permissionType !== 'admin' && (
              <ProFormDigit
                name="maxStreamCreation"
                label={t('fields.streamLimit')}
                extra={t('fields.streamLimitHelp')}
                min={-1}
                max={100000}
                fieldProps={{ precision: 0, 'aria-label': t('fields.streamLimit') }}
              />
            )
          }
        </ProFormDependency>
        <ProFormSwitch name="mustChangePassword" label={t('fields.mustChangePassword')} disabled={managed} />
      </ProForm>
    </div>
  );
}
