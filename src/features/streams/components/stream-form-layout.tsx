import { ProForm } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { fieldMessageOf, formFieldOf, type StreamFormValues } from '../logic/stream-form';
import { StreamFormFields } from './stream-form-fields';

export interface StreamFormLayoutProps {
  /** The form's accessible name (the page's title). */
  label: string;
  form: FormInstance<StreamFormValues>;
  initialValues: StreamFormValues;
  /** Whether the source URL is shown (and editable); the API shows it to administrators only. */
  showSource: boolean;
  submitText: string;
  onSubmit: (values: Partial<StreamFormValues>) => void;
  /** The last failed submission: shown above the form; a ValidationError naming a field also marks it. */
  error: ApiError | null;
  submitting: boolean;
  /** Everything shown but nothing can change (a user who may only view). */
  disabled?: boolean;
  afterSource?: ReactNode;
  /** A stream being added: turning live on demand on also turns its default recording off. */
  isNew?: boolean;
  /** Under the archive switch: what recording costs. */
  archiveCost?: ReactNode;
  /** After the other settings (the settings page's motion detection). */
  after?: ReactNode;
}

/** The add and settings forms: one ProForm of the stream's settings, its error and its submit button. */
export function StreamFormLayout({
  label,
  form,
  initialValues,
  showSource,
  submitText,
  onSubmit,
  error,
  submitting,
  disabled = false,
  afterSource,
  isNew = false,
  archiveCost,
  after,
}: StreamFormLayoutProps) {
  const { t } = useTranslation(['stream-form', 'reasons']);

  // The field the server named, with its reason when it gave one: marked until the user changes it
  // (antd then validates it again).
  useEffect(() => {
    const path = error?.code === 'ValidationError' ? formFieldOf(error.field) : null;
    const known = fieldMessageOf(error?.field);
    const text = error?.reason
      ? t(error.reason, { ns: 'reasons' })
      : known
        ? t(known as 'recording.needsMotion')
        : t('fields.serverRejected');
    if (path) form.setFields([{ name: path, errors: [text] }]);
  }, [error, form, t]);

  return (
    <div style={{ maxWidth: 720 }}>
      <ProForm<StreamFormValues>
        form={form}
        aria-label={label}
        layout="vertical"
        initialValues={initialValues}
        disabled={disabled}
        onFinish={(values) => onSubmit(values)}
        submitter={{
          searchConfig: { submitText },
          resetButtonProps: false,
          submitButtonProps: { loading: submitting, disabled: disabled || submitting },
        }}
      >
        <FormError error={error} />
        <StreamFormFields showSource={showSource} afterSource={afterSource} isNew={isNew} archiveCost={archiveCost} />
        {after}
      </ProForm>
    </div>
  );
}
