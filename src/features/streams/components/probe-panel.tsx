import { ProForm } from '@ant-design/pro-components';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProbeReply } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { useNow } from '@/shared/hooks/use-now';
import { FormError } from '@/shared/ui/form-error';
import { streamsApi, type ProbeSource } from '../api';
import { PROBE_BUDGET_MS, elapsedSeconds, progressPercent } from '../logic/probe-check';
import type { StreamFormValues } from '../logic/stream-form';
import { ProbeResult } from './probe-result';

interface SourceCheck {
  source: ProbeSource;
  probe: ProbeReply;
  /** The preview frame; null when the source gave none (the probe still tells what it sends). */
  image: Blob | null;
}

/**
 * Probe and preview of one source together. A failed probe stops the preview;
 * `signal` stops both and the answer is null (a cancel is no error).
 */
async function checkSource(source: ProbeSource, signal: AbortSignal): Promise<SourceCheck | null> {
  const inner = new AbortController();
  const stop = () => inner.abort();
  signal.addEventListener('abort', stop);
  try {
    const probe = streamsApi.probe(source, inner.signal);
    probe.catch(stop);
    const [probed, preview] = await Promise.allSettled([probe, streamsApi.preview(source, inner.signal)]);
    if (signal.aborted) return null;
    if (probed.status === 'rejected') throw probed.reason;
    return { source, probe: probed.value, image: preview.status === 'fulfilled' ? preview.value : null };
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** The same source asked of the server: a result or an error belongs to the source it was asked for. */
const sameSource = (a: ProbeSource, b: ProbeSource | null) =>
  b !== null && ('url' in a ? 'url' in b && a.url === b.url : 'stream_id' in b && a.stream_id === b.stream_id);

/**
 * A form's check of its source before saving: probe and preview run together
 * for up to 60 s with visible progress, can be cancelled, and show what the
 * source sends. Lives inside the form (reads and validates its source).
 * On an existing stream's settings (`stream`), a source field left as saved (or
 * not shown) is checked by `stream_id`: the server reads the stored source with
 * its credentials, which the console never gets back (docs/console.md#choices-and-why).
 * `onBitrate` hears the bitrate found for the source in the field (null: none, or not checked).
 */
export function ProbePanel({
  stream,
  onBitrate,
}: {
  stream?: { uid: string; savedSource: string };
  onBitrate?: (bitrate: number | null) => void;
}) {
  const { t } = useTranslation('stream-form');
  const form = ProForm.useFormInstance<StreamFormValues>();
  const url = ((ProForm.useWatch('streamSource', form) as string | undefined) ?? '').trim();
  let source: ProbeSource | null = url === '' ? null : { url };
  if (stream && url === stream.savedSource.trim()) source = { stream_id: stream.uid };
  const controller = useRef<AbortController | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const check = useMutation<SourceCheck | null, ApiError, ProbeSource>({
    mutationFn: (source) => {
      const next = new AbortController();
      controller.current = next;
      return checkSource(source, next.signal);
    },
    meta: { handlesErrors: true },
  });
  const running = check.isPending;
  const elapsed = useNow(running, 250) - startedAt;

  // Leaving the page stops a check under way.
  useEffect(() => {
    const current = controller;
    return () => current.current?.abort();
  }, []);

  const start = async () => {
    if (source === null) return;
    try {
      if ('url' in source) await form.validateFields(['streamSource']);
    } catch {
      return;
    }
    setStartedAt(Date.now());
    check.mutate(source);
  };
  const cancel = () => {
    controller.current?.abort();
    check.reset();
  };

  const elapsedText = t('probe.elapsed', { seconds: elapsedSeconds(elapsed), budget: PROBE_BUDGET_MS / 1000 });
  // A result or an error belongs to the source it was asked for; a changed source hides it.
  const result = check.data && sameSource(check.data.source, source) ? check.data : null;
  const error = check.isError && check.variables && sameSource(check.variables, source) ? check.error : null;
  const bitrate = result?.probe.bitrate ?? null;
  useEffect(() => onBitrate?.(bitrate), [bitrate, onBitrate]);

  return (
    <Card
      size="small"
      title={t('probe.title')}
      role="region"
      aria-label={t('probe.title')}
      style={{ marginBottom: 24 }}
    >
      <Typography.Paragraph type="secondary">{t('probe.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: running || result || error ? 16 : 0 }}>
        <Button onClick={() => void start()} loading={running} disabled={running || source === null}>
          {t('probe.check')}
        </Button>
        {running && <Button onClick={cancel}>{t('probe.cancel')}</Button>}
      </Space>
      {running && (
        <div>
          <Progress
            percent={progressPercent(elapsed)}
            showInfo={false}
            status="active"
            aria-label={t('probe.progress')}
            aria-valuetext={elapsedText}
          />
          <Typography.Text type="secondary">{elapsedText}</Typography.Text>
        </div>
      )}
      {error && <FormError error={error} />}
      {result && <ProbeResult probe={result.probe} image={result.image} />}
    </Card>
  );
}
