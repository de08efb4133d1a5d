import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDependency, ProFormItem, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CreateTokenBody } from '@contract/index';
import { DayField } from '@/shared/date-range-picker';
import { DATE_FORMAT } from '@/shared/logic/date-format';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { expireTimeOf, TOKEN_EXPIRY_PRESETS, type TokenExpiry } from '../logic/token-expiry';

interface TokenFormValues {
  name: string;
  expiry: TokenExpiry;
  day?: string[];
}

/** "Create token": a name and how long it lives (30 days, 90 days, 1 year, never, or a day picked). */
export function TokenCreateModal({
  onCreate,
  error,
}: {
  /** Resolves true once created (the modal then closes), false when the server refused (it stays, values kept). */
  onCreate: (body: CreateTokenBody) => Promise<boolean>;
  error: ApiError | null;
}) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<TokenFormValues>();
  const tomorrow = dayjs().add(1, 'day').format(DATE_FORMAT);
  const submit = async (values: TokenFormValues) => {
    const day = values.day?.[0];
    const dayEnd = day ? dayjs(day, DATE_FORMAT).endOf('day').valueOf() : null;
    const expireTime = expireTimeOf(values.expiry, Date.now(), dayEnd);
    const created = await onCreate({ name: values.name.trim(), expireTime });
    if (created) form.resetFields();
    return created;
  };
  return (
    <ModalForm<TokenFormValues>
      title={t('tokens.createTitle')}
      form={form}
      aria-label={t('tokens.createTitle')}
      trigger={
        <Button type="primary" icon={<PlusOutlined aria-hidden />}>
          {t('tokens.create')}
        </Button>
      }
      initialValues={{ name: '', expiry: '90d' }}
      modalProps={{ destroyOnHidden: false, okText: t('tokens.createOk'), cancelText: t('common:cancel') }}
      submitter={{ searchConfig: { submitText: t('tokens.createOk'), resetText: t('common:cancel') } }}
      onFinish={submit}
      width={520}
    >
      <FormError error={error} />
      <ProFormText
        name="name"
        label={t('tokens.name')}
        placeholder={t('tokens.namePlaceholder')}
        fieldProps={{ maxLength: 100, autoComplete: 'off' }}
        rules={[{ required: true, whitespace: true, message: t('tokens.nameRequired') }]}
      />
      <ProFormRadio.Group
        name="expiry"
        label={t('tokens.expiry')}
        radioType="button"
        options={TOKEN_EXPIRY_PRESETS.map((p) => ({ value: p, label: t(`tokens.presets.${p}`) }))}
      />
      <ProFormDependency name={['expiry']}>
        {({ expiry }: { expiry?: TokenExpiry }) =>
          expiry === 'date' && (
            <ProFormItem
              name="day"
              label={t('tokens.day')}
              rules={[{ required: true, type: 'array', min: 1, message: t('tokens.dayRequired') }]}
            >
              <DayField min={tomorrow} label={t('tokens.day')} />
            </ProFormItem>
          )
        }
      </ProFormDependency>
    </ModalForm>
  );
}
