import { Alert, Button, Flex } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StreamEvent } from '@contract/index';
import { archivePlaylistBase, archivePlaylistUrl, usePlayback } from '@/features/player';
import { playerAtPath } from '@/shared/routing';

/** The clip starts a little before the event, so what moved is seen coming. */
export const CLIP_LEAD_MS = 2_000;

/**
 * An event's clip, played inline from the archive (its interval, from a little before it), with
 * the way to the stream's player at that moment.
 */
export function EventClip({ event, onClose }: { event: StreamEvent; onClose(): void }) {
  const { t } = useTranslation('events');
  const video = useRef<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<'empty' | 'failed' | null>(null);
  const start = Date.parse(event.startTime) - CLIP_LEAD_MS;
  const end = Math.max(Date.parse(event.endTime), start + 1_000);
  const source = useMemo(
    () => ({ url: archivePlaylistUrl(archivePlaylistBase(event.streamId), start, end), live: false, startAt: start }),
    [event.streamId, start, end],
  );
  usePlayback(video, problem ? null : source, {
    onEmpty: () => setProblem('empty'),
    onFatal: () => setProblem('failed'),
  });
  return (
    <section aria-label={t('clip.label', { name: event.streamName })} className="vigil-event-clip">
      {problem ? (
        <Alert type="warning" showIcon title={t(`clip.${problem}`)} />
      ) : (
        <video ref={video} muted playsInline controls autoPlay style={{ width: '100%', maxHeight: 360 }} />
      )}
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        <Link to={playerAtPath(event.streamId, new Date(start).toISOString())}>{t('clip.openInPlayer')}</Link>
        <Button size="small" onClick={onClose}>
          {t('clip.close')}
        </Button>
      </Flex>
    </section>
  );
}
