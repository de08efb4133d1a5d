import { ModalForm, ProFormItem, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '@/shared/http/api-error';
import { toApiError } from '@/shared/http/to-api-error';
import { singleLineRule } from '@/shared/forms/single-line-rule';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { FormError } from '@/shared/ui/form-error';
import {
  createExportBody,
  exportFieldOf,
  exportProblem,
  streamOfField,
  type ExportStream,
  type ExportValues,
} from '../logic/export-values';
import { useCreateExport } from '../use-exports';
import { StreamPicker } from './stream-picker';
import { EXPORTS_NS } from '../texts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The server's download limit when the settings are not in yet. */
const DEFAULT_MAX_SECONDS = 3600;

/** The form's fields as antd holds them (the range as dayjs). */
interface ExportFields {
  name: string;
  reason: string;
  range: [Dayjs, Dayjs];
  streams: string[];
  watermark: boolean;
}

export interface ExportDialogProps {
  /** What is preselected: the streams, the range; no name or reason yet. */
  initial: ExportValues;
  /** The preselected streams' names. */
  streams: readonly ExportStream[];
  onClose(): void;
}

const toValues = (f: ExportFields): ExportValues => ({
  name: f.name ?? '',
  reason: f.reason ?? '',
  start: f.range?.[0]?.valueOf() ?? 0,
  end: f.range?.[1]?.valueOf() ?? 0,
  streams: f.streams ?? [],
  watermark: f.watermark ?? false,
});

/**
 * A signed case export (docs/exports.md): name, reason, the time range, one or several streams,
 * the watermark. A refusal shows the catalogue's message on the field the server names (with the
 * stream it is about) and keeps what was typed.
 */
export function ExportDialog({ initial, streams, onClose }: ExportDialogProps) {
  const { t } = useTranslation(EXPORTS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<ExportFields>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const create = useCreateExport();
  const maxSeconds = useSessionStore((s) => s.settings?.archiveDownloadMaxSeconds) ?? DEFAULT_MAX_SECONDS;
  const [fields] = useState<ExportFields>(() => ({
    name: initial.name,
    reason: initial.reason,
    range: [dayjs(initial.start), dayjs(initial.end)],
    streams: initial.streams,
    watermark: initial.watermark,
  }));
  const nameOf = (uid: string) => streams.find((s) => s.uid === uid)?.name ?? uid;

  const submit = async (input: ExportFields): Promise<boolean> => {
    const values = toValues(input);
    const problem = exportProblem(values, maxSeconds);
    if (problem) {
      form.setFields([
        { name: problem.field, errors: [t(`reasons.${problem.reason}`, { count: Math.round(maxSeconds / 60) })] },
      ]);
      return false;
    }
    setFailure(null);
    try {
      const job = await create.mutateAsync(createExportBody(values));
      void message.success({
        content: (
          <>
            {t('dialog.started')} <Link to={pathTo('exports')}>{t('dialog.toJobs')}</Link>
          </>
        ),
        key: `export-started-${job.id}`,
      });
      onClose();
      return true;
    } catch (error) {
      const apiError = toApiError(error);
      const field = exportFieldOf(apiError.field);
      const text = t(`errors:${apiError.code}`);
      const stream = streamOfField(apiError.field, values.streams);
      if (field) {
        form.setFields([
          { name: field, errors: [stream ? t('dialog.aboutStream', { error: text, name: nameOf(stream) }) : text] },
        ]);
      } else setFailure(apiError);
      return false;
    }
  };

  return (
    <ModalForm<ExportFields>
      open
      title={t('dialog.title')}
      form={form}
      initialValues={fields}
      onOpenChange={(open) => !open && onClose()}
      modalProps={{ destroyOnHidden: true, okText: t('dialog.start'), cancelText: t('common:cancel') }}
      submitter={{ searchConfig: { submitText: t('dialog.start'), resetText: t('common:cancel') } }}
      onFinish={submit}
      loading={create.isPending}
      width={560}
      requiredMark={false}
    >
      <FormError error={failure} />
      <ProFormText
        name="name"
        label={t('dialog.name')}
        placeholder={t('dialog.namePlaceholder')}
        fieldProps={{ maxLength: 200, autoComplete: 'off', autoFocus: true }}
        rules={[
          { required: true, whitespace: true, message: t('reasons.exportNameBlank') },
          singleLineRule(t('reasons:controlCharacters')),
        ]}
      />
      <ProFormTextArea
        name="reason"
        label={t('dialog.reason')}
        placeholder={t('dialog.reasonPlaceholder')}
        fieldProps={{ maxLength: 4000, autoSize: { minRows: 2, maxRows: 6 } }}
        rules={[{ required: true, whitespace: true, message: t('reasons.exportReasonBlank') }]}
      />
      <ProFormItem
        name="range"
        label={t('dialog.range')}
        extra={t('dialog.rangeHint', { count: Math.round(maxSeconds / 60) })}
      >
        <DatePicker.RangePicker
          showTime
          needConfirm={false}
          format={FORMAT}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          style={{ width: '100%' }}
          aria-label={t('dialog.range')}
        />
      </ProFormItem>
      <ProFormItem name="streams" label={t('dialog.streams')} extra={t('dialog.streamsHint')}>
        <StreamPicker known={streams} />
      </ProFormItem>
      <ProFormSwitch name="watermark" label={t('dialog.watermark')} extra={t('dialog.watermarkHint')} />
    </ModalForm>
  );
}
