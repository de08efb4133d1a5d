import { ProForm } from '@ant-design/pro-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stream, UpdateStreamBody } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { useFormDraft } from '@/shared/forms/use-form-draft';
import { useSessionStore } from '@/shared/session/session-store';
import { streamKeys, streamsApi, thumbnailUrl } from '../api';
import { isAvailable } from '../logic/status';
import { DEFAULT_MOTION } from '../logic/motion-mask';
import { defaultSchedule } from '../logic/recording-schedule';
import { formValuesOf, updateBodyOf, type StreamFormValues } from '../logic/stream-form';
import { ProbePanel } from './probe-panel';
import { StreamFormLayout } from './stream-form-layout';
import { StreamFormMotion } from './stream-form-motion';
import { StreamFormRecording } from './stream-form-recording';

/**
 * The settings form of a loaded stream. Only the changed settings are saved;
 * the source only by administrators (others never see it); a user who may not
 * manage the stream sees everything disabled.
 */
export function StreamFormSettings({ stream }: { stream: Stream }) {
  const { t } = useTranslation(['stream-form', 'titles']);
  const { message } = App.useApp();
  const client = useQueryClient();
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const [form] = ProForm.useForm<StreamFormValues>();
  // The form starts from the stream as loaded; later copies (after a save) are only what changes are measured against.
  // A schedule not drawn yet starts as every hour kept, in the browser's time zone.
  const [initialValues] = useState(() => {
    const values = { motion: DEFAULT_MOTION, ...formValuesOf(stream) };
    return { ...values, archive: { ...values.archive, schedule: values.archive.schedule ?? defaultSchedule() } };
  });
  const { uid } = stream;
  const sourceEditable = isAdmin && stream.streamSource !== null;
  const canManage = stream.meta.canManage;
  const prober = useSessionStore((s) => s.settings?.prober ?? true);
  useFormDraft(form, 'stream', canManage);

  const save = useMutation<Stream, ApiError, UpdateStreamBody>({
    mutationFn: (body) => streamsApi.update(uid, body),
    onSuccess: (saved) => {
      client.setQueryData(streamKeys.one(uid), saved);
      void client.invalidateQueries({ queryKey: streamKeys.all });
      void message.success(t('setting.saved'));
    },
    meta: { handlesErrors: true },
  });

  const submit = (values: Partial<StreamFormValues>) => {
    const body = updateBodyOf({ motion: DEFAULT_MOTION, ...formValuesOf(stream) }, values, sourceEditable);
    if (Object.keys(body).length === 0) void message.info(t('setting.nothingChanged'));
    else save.mutate(body);
  };

  return (
    <>
      {!canManage && (
        <Alert type="info" showIcon style={{ marginBottom: 16, maxWidth: 720 }} title={t('setting.viewOnly')} />
      )}
      <StreamFormLayout
        label={t('titles:streamSettings')}
        form={form}
        initialValues={initialValues}
        showSource={sourceEditable}
        submitText={t('setting.save')}
        onSubmit={submit}
        error={save.error}
        submitting={save.isPending}
        disabled={!canManage}
        afterSource={
          prober && canManage ? <ProbePanel stream={{ uid, savedSource: stream.streamSource ?? '' }} /> : null
        }
        after={
          <>
            <StreamFormRecording disabled={!canManage} />
            <StreamFormMotion
              pictureUrl={isAvailable(stream.status) ? thumbnailUrl(uid, 0) : null}
              disabled={!canManage}
            />
          </>
        }
      />
    </>
  );
}
