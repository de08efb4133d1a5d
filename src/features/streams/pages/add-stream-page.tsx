import { ProForm } from '@ant-design/pro-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CreateStreamReply } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { useFormDraft } from '@/shared/forms/use-form-draft';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { PageTitle } from '@/shared/ui/page-title';
import { streamKeys, streamsApi } from '../api';
import { ProbePanel } from '../components/probe-panel';
import { RecordingCostLine } from '../components/recording-cost-line';
import { StreamFormLayout } from '../components/stream-form-layout';
import { EMPTY_STREAM_FORM, createBodyOf, type StreamFormValues } from '../logic/stream-form';

/**
 * Add a stream (docs/console.md#screens-and-routes): its settings, a check of the source before saving
 * (its bitrate tells what recording it costs), then its info page.
 */
export function AddStreamPage() {
  const { t } = useTranslation(['stream-form', 'titles']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = ProForm.useForm<StreamFormValues>();
  useFormDraft(form, 'stream');
  const prober = useSessionStore((s) => s.settings?.prober ?? true);
  // The bitrate the check found for the source: the archive switch then says what recording costs.
  const [bitrate, setBitrate] = useState<number | null>(null);
  const create = useMutation<CreateStreamReply, ApiError, Partial<StreamFormValues>>({
    mutationFn: (values) => streamsApi.create(createBodyOf(values)),
    onSuccess: ({ uid }) => {
      void client.invalidateQueries({ queryKey: streamKeys.all });
      navigate(pathTo('stream-info', { uid }));
    },
    meta: { handlesErrors: true },
  });

  return (
    <div style={{ padding: 24 }}>
      <PageTitle />
      <StreamFormLayout
        label={t('titles:addStream')}
        form={form}
        initialValues={EMPTY_STREAM_FORM}
        showSource
        isNew
        submitText={t('add.submit')}
        onSubmit={(values) => create.mutate(values)}
        error={create.error}
        submitting={create.isPending}
        afterSource={prober ? <ProbePanel onBitrate={setBitrate} /> : null}
        archiveCost={<RecordingCostLine bitrate={bitrate} />}
      />
    </div>
  );
}
