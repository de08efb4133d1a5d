import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormItem, ProFormText } from '@ant-design/pro-components';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BodyOf } from '@contract/index';
import { CLIP_LINK_MAX_DAYS, CLIP_LINK_MAX_VIEWS } from '@contract/endpoints';
import { DayField } from '@/shared/date-range-picker';
import type { ApiError } from '@/shared/http/api-error';
import { DATE_FORMAT } from '@/shared/logic/date-format';
import { FormError } from '@/shared/ui/form-error';
import { PACKAGE_NS } from '../package-texts';

interface LinkFormValues {
  day: string[];
  maxViews?: number | null;
  password?: string;
}

/** "New clip link": the day it stops working (end of that day), at most how many opens, a password. */
export function LinkCreateModal({
  onCreate,
  error,
}: {
  /** Resolves true once made (the modal then closes), false when the server refused (values kept). */
  onCreate: (body: BodyOf<'createExportLink'>) => Promise<boolean>;
  error: ApiError | null;
}) {
  const { t } = useTranslation(PACKAGE_NS);
  const [form] = Form.useForm<LinkFormValues>();
  const submit = async (values: LinkFormValues) => {
    const day = values.day[0] ?? '';
    const expiresAt = dayjs(day, DATE_FORMAT).endOf('day').toISOString();
    const made = await onCreate({
      expiresAt,
      ...(values.maxViews ? { maxViews: values.maxViews } : {}),
      ...(values.password ? { password: values.password } : {}),
    });
    if (made) form.resetFields();
    return made;
  };
  return (
    <ModalForm<LinkFormValues>
      title={t('links.createTitle')}
      form={form}
      aria-label={t('links.createTitle')}
      trigger={
        <Button type="primary" icon={<PlusOutlined aria-hidden />}>
          {t('links.create')}
        </Button>
      }
      initialValues={{ day: [dayjs().add(7, 'day').format(DATE_FORMAT)] }}
      modalProps={{ destroyOnHidden: false, okText: t('links.createOk'), cancelText: t('common:cancel') }}
      submitter={{ searchConfig: { submitText: t('links.createOk'), resetText: t('common:cancel') } }}
      onFinish={submit}
      width={520}
    >
      <FormError error={error} />
      <ProFormItem
        name="day"
        label={t('links.expiresAt')}
        rules={[{ required: true, type: 'array', min: 1, message: t('links.expiresRequired') }]}
      >
        <DayField
          min={dayjs().format(DATE_FORMAT)}
          max={dayjs()
            .add(CLIP_LINK_MAX_DAYS - 1, 'day')
            .format(DATE_FORMAT)}
          label={t('links.expiresAt')}
        />
      </ProFormItem>
      <ProFormDigit
        name="maxViews"
        label={t('links.maxViews')}
        extra={t('links.maxViewsHint')}
        min={1}
        max={CLIP_LINK_MAX_VIEWS}
        fieldProps={{ precision: 0 }}
      />
      <ProFormText.Password
        name="password"
        label={t('links.password')}
        extra={t('links.passwordHint')}
        fieldProps={{ maxLength: 200, autoComplete: 'new-password' }}
      />
    </ModalForm>
  );
}
