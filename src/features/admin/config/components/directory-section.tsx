import { ProForm } from '@ant-design/pro-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Directory, DirectorySyncResult, DirectoryTestReply } from '@contract/index';
import { singleLineRule } from '@/shared/forms/single-line-rule';
import { ApiError } from '@/shared/http/api-error';
import { formatDateTime } from '@/shared/logic/date-format';
import { FormError } from '@/shared/ui/form-error';
import { useServerFieldError } from '@/shared/ui/password-field';
import { QueryState } from '@/shared/ui/query-state';
import { configKeys, directoryApi } from '../api';
import { directoryBody, directoryValuesOf, type DirectoryFormValues } from '../logic/directory-form';
import { DIRECTORY_NS } from '../directory-texts';

/** Fields the server may name in a refusal: its message lands on the field. */
const FIELDS = [
  'serverUrl',
  'bindDn',
  'bindPassword',
  'userBase',
  'userFilter',
  'groupBase',
  'adminGroups',
  'readOnlyGroups',
  'syncMinutes',
] as const;

function TestResult({ reply }: { reply: DirectoryTestReply }) {
  const { t } = useTranslation(DIRECTORY_NS);
  return (
    <Alert
      type={reply.ok ? 'success' : 'error'}
      showIcon
      role="status"
      style={{ marginTop: 12 }}
      title={reply.ok ? t('test.ok', { count: reply.usersFound ?? 0 }) : t('test.failed')}
      description={reply.message}
    />
  );
}

function SyncResult({ result }: { result: DirectorySyncResult }) {
  const { t, i18n } = useTranslation(DIRECTORY_NS);
  const when = formatDateTime(result.time, i18n.language);
  return (
    <Alert
      type={result.ok ? 'success' : 'warning'}
      showIcon
      role="status"
      style={{ marginTop: 12 }}
      title={
        result.ok
          ? t('sync.ok', { when, checked: result.checked, count: result.blocked, updated: result.updated })
          : t('sync.failed', { when })
      }
      description={result.ok ? undefined : result.message}
    />
  );
}

/** The directory form: every field, those the environment sets shown but not editable. */
function DirectoryForm({ directory }: { directory: Directory }) {
  const { t } = useTranslation([DIRECTORY_NS, 'reasons']);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<DirectoryFormValues>();
  const save = useMutation({ mutationFn: directoryApi.save, meta: { handlesErrors: true } });
  const test = useMutation({ mutationFn: directoryApi.test, meta: { handlesErrors: true } });
  const sync = useMutation({
    mutationFn: directoryApi.sync,
    meta: { handlesErrors: true },
    onSuccess: () => void client.invalidateQueries({ queryKey: configKeys.directory }),
  });
  const error = save.error instanceof ApiError ? save.error : null;
  useServerFieldError(form, error, FIELDS);
  const onField = !!error?.field && (FIELDS as readonly string[]).includes(error.field);
  const locked = new Set(directory.fromEnvironment);
  const oneLine = [singleLineRule(t('reasons:controlCharacters'))];
  /** A field's lock and the note that says why. */
  const env = (name: string) =>
    locked.has(name) ? { disabled: true, extra: t('fromEnvironment') } : { disabled: false, extra: undefined };

  const submit = async (values: Partial<DirectoryFormValues>) => {
    const body = directoryBody(directory, values);
    if (!body) return void message.info(t('nothing'));
    try {
      client.setQueryData(configKeys.directory, await save.mutateAsync(body));
      form.setFieldsValue({ bindPassword: '', bindPasswordClear: false });
      void message.success(t('saved'));
    } catch {
      // Shown on the field or above the form; what was typed stays.
    }
  };

  const text = (name: keyof DirectoryFormValues, label: string, placeholder?: string, help?: string) => (
    <ProForm.Item name={name} label={label} rules={oneLine} extra={env(name).extra ?? help}>
      <Input maxLength={500} placeholder={placeholder} disabled={env(name).disabled} autoComplete="off" />
    </ProForm.Item>
  );
  const groups = (name: 'adminGroups' | 'readOnlyGroups', label: string) => (
    <ProForm.Item name={name} label={label} extra={env(name).extra ?? t('groupsHelp')}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} disabled={env(name).disabled} />
    </ProForm.Item>
  );

  return (
    <ProForm<DirectoryFormValues>
      form={form}
      aria-label={t('label')}
      layout="vertical"
      initialValues={directoryValuesOf(directory)}
      onFinish={submit}
      submitter={{
        searchConfig: { submitText: t('save') },
        resetButtonProps: false,
        submitButtonProps: { loading: save.isPending },
      }}
    >
      {!onField && <FormError error={error} />}
      {text('serverUrl', t('serverUrl'), 'ldaps://dc.example.com', t('serverUrlHelp'))}
      <ProForm.Item name="startTls" label={t('startTls')} valuePropName="checked" extra={env('startTls').extra}>
        <Switch disabled={env('startTls').disabled} />
      </ProForm.Item>
      <ProForm.Item
        name="tlsVerify"
        label={t('tlsVerify')}
        valuePropName="checked"
        extra={env('tlsVerify').extra ?? t('tlsVerifyHelp')}
      >
        <Switch disabled={env('tlsVerify').disabled} />
      </ProForm.Item>
      {text('bindDn', t('bindDn'), 'cn=vigil,ou=services,dc=example,dc=com', t('bindDnHelp'))}
      <ProForm.Item name="bindPassword" label={t('bindPassword')} extra={env('bindPassword').extra}>
        <Input.Password
          maxLength={1024}
          autoComplete="new-password"
          disabled={env('bindPassword').disabled}
          placeholder={directory.hasBindPassword ? t('passwordSet') : t('passwordUnset')}
        />
      </ProForm.Item>
      {directory.hasBindPassword && !locked.has('bindPassword') && (
        <ProForm.Item name="bindPasswordClear" valuePropName="checked">
          <Checkbox>{t('passwordClear')}</Checkbox>
        </ProForm.Item>
      )}
      {text('userBase', t('userBase'), 'ou=people,dc=example,dc=com')}
      {text('userFilter', t('userFilter'), '(|(uid={login})(sAMAccountName={login}))', t('userFilterHelp'))}
      {text('groupBase', t('groupBase'), 'ou=groups,dc=example,dc=com', t('groupBaseHelp'))}
      {groups('adminGroups', t('adminGroups'))}
      {groups('readOnlyGroups', t('readOnlyGroups'))}
      <ProForm.Item
        name="syncMinutes"
        label={t('syncMinutes')}
        extra={env('syncMinutes').extra ?? t('syncMinutesHelp')}
        rules={[{ required: true, type: 'integer', min: 0, max: 1440 }]}
      >
        <InputNumber min={0} max={1440} precision={0} disabled={env('syncMinutes').disabled} />
      </ProForm.Item>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button onClick={() => test.mutate()} loading={test.isPending}>
          {t('test.button')}
        </Button>
        <Button onClick={() => sync.mutate()} loading={sync.isPending}>
          {t('sync.button')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('savedOnly', { count: directory.users })}
      </Typography.Paragraph>
      {test.data && <TestResult reply={test.data} />}
      {test.error instanceof ApiError && <FormError error={test.error} />}
      {(sync.data ?? directory.lastSync) && <SyncResult result={(sync.data ?? directory.lastSync)!} />}
      {sync.error instanceof ApiError && <FormError error={sync.error} />}
    </ProForm>
  );
}

/** Configuration › Directory (LDAP): its own form and Save, beside the configuration's (docs/people.md#directory-users). */
export function DirectorySection() {
  const { t } = useTranslation(DIRECTORY_NS);
  const query = useQuery({ queryKey: configKeys.directory, queryFn: ({ signal }) => directoryApi.get(signal) });
  return (
    <Card title={t('title')} style={{ marginBottom: 16, maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <QueryState query={query} label={t('loading')} failed={t('failed')}>
        {(directory) => <DirectoryForm directory={directory} />}
      </QueryState>
    </Card>
  );
}
