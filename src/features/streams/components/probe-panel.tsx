import { ProForm } from '@ant-design/pro-components';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProbeReply } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { useNow } from '@/shared/hooks/use-now';
import { FormError } from '@/shared/ui/form-error';
import { streamsApi } from '../api';
import { PROBE_BUDGET_MS, elapsedSeconds, progressPercent } from '../logic/probe-check';
import type { StreamFormValues } from '../logic/stream-form';
import { ProbeResult } from './probe-result';

interface SourceCheck {
  url: string;
  probe: ProbeReply;
  /** The preview frame; null when the source gave none (the probe still tells what it sends). */
  image: Blob | null;
}

/**
 * Probe and preview of one URL together. A failed probe stops the preview;
 * `signal` stops both and the answer is null (a cancel is no error).
 */
async function checkSource(url: string, signal: AbortSignal): Promise<SourceCheck | null> {
  const inner = new AbortController();
  const stop = () => inner.abort();
  signal.addEventListener('abort', stop);
  try {
    const probe = streamsApi.probe(url, inner.signal);
    probe.catch(stop);
    const [probed, preview] = await Promise.allSettled([probe, streamsApi.preview(url, inner.signal)]);
    if (signal.aborted) return null;
    if (probed.status === 'rejected') throw probed.reason;
    return { url, probe: probed.value, image: preview.status === 'fulfilled' ? preview.value : null };
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * The add form's check of its source URL before saving: probe and preview run
 * together for up to 60 s with visible progress, can be cancelled, and show
 * what the source sends. Lives inside the form (reads and validates its source).
 * `onBitrate` hears the bitrate found for the URL in the field (null: none, or not checked).
 */
export function ProbePanel({ onBitrate }: { onBitrate?: (bitrate: number | null) => void }) {
  const { t } = useTranslation('stream-form');
  const form = ProForm.useFormInstance<StreamFormValues>();
  const url = ((ProForm.useWatch('streamSource', form) as string | undefined) ?? '').trim();
  const controller = useRef<AbortController | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const check = useMutation<SourceCheck | null, ApiError, string>({
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
    try {
      await form.validateFields(['streamSource']);
    } catch {
      return;
    }
    setStartedAt(Date.now());
    check.mutate(url);
  };
  const cancel = () => {
    controller.current?.abort();
    check.reset();
  };

  const elapsedText = t('probe.elapsed', { seconds: elapsedSeconds(elapsed), budget: PROBE_BUDGET_MS / 1000 });
  // A result or an error belongs to the URL it was asked for; a changed URL hides it.
  const result = check.data && check.data.url === url ? check.data : null;
  const error = check.isError && check.variables === url ? check.error : null;
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
        <Button onClick={() => void start()} loading={running} disabled={running || url === ''}>
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
