import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TimeWindow } from '@/features/timeline';
import { playerKeys } from '../api';
import { minutesAndSeconds, recordedMsWithin } from '../logic/clip-length';
import type { DownloadRangeError } from '../logic/download-range';
import { loadRanges } from '../use-archive-timeline';

/** A length as minutes and seconds in the user's language: "1 min 01 s", "21 s". */
export function formatLength(t: TFunction<'player'>, seconds: number): string {
  const { minutes, seconds: rest } = minutesAndSeconds(seconds);
  return minutes === null
    ? t('duration.seconds', { seconds: rest })
    : t('duration.minutes', { minutes, seconds: rest });
}

/**
 * How much of the chosen clip is recorded (ms), from the archive's ranges over it:
 * undefined while they are asked, null when they could not be (the download can still try).
 */
export function useRecordedWithin(
  uid: string,
  range: TimeWindow | null,
  rangesMaxSeconds: number,
  enabled: boolean,
): number | null | undefined {
  const start = Math.floor(range?.start ?? 0);
  const end = Math.ceil(range?.end ?? 0);
  const ranges = useQuery({
    queryKey: playerKeys.ranges(uid, start, end),
    queryFn: ({ signal }) => loadRanges(uid, { start, end }, rangesMaxSeconds, signal),
    enabled: enabled && end > start,
    meta: { handlesErrors: true },
  });
  if (ranges.data) return recordedMsWithin(ranges.data.ranges, { start, end });
  return ranges.isError ? null : undefined;
}

interface ClipSummaryProps {
  range: TimeWindow;
  maxSeconds: number;
  problem: DownloadRangeError | null;
  /** ms; undefined while asked, null when unknown. */
  recordedMs: number | null | undefined;
  /** The stream's segment length (s): a copied clip starts on the keyframe before the asked start, up to this much earlier. */
  segmentSeconds?: number;
}

/** The recording's segment length when the stream does not say otherwise (s). */
export const DEFAULT_SEGMENT_SECONDS = 2;

/** The dialog's line under the fields: the clip's length and how much of it is recorded, or why it cannot be made. */
export function ClipSummary({
  range,
  maxSeconds,
  problem,
  recordedMs,
  segmentSeconds = DEFAULT_SEGMENT_SECONDS,
}: ClipSummaryProps) {
  const { t } = useTranslation('player');
  const max = formatLength(t, maxSeconds);
  if (problem)
    return (
      <Typography.Paragraph type="danger" role="alert">
        {t(`download.problem.${problem}`, { max })}
      </Typography.Paragraph>
    );
  const lengthMs = range.end - range.start;
  // Less than a second missing (the live edge of a clip that ends now) is all of it.
  const short = recordedMs != null && lengthMs - recordedMs >= 1000;
  const recorded =
    recordedMs === undefined
      ? t('download.recorded.checking')
      : recordedMs === null
        ? ''
        : short
          ? t('download.recorded.part', { recorded: formatLength(t, recordedMs / 1000) })
          : t('download.recorded.all');
  return (
    <>
      <Typography.Paragraph type={short ? 'warning' : 'secondary'} role="status">
        {t('download.length', { length: formatLength(t, lengthMs / 1000), max })} {recorded}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('download.keyframe', { seconds: segmentSeconds })}
      </Typography.Paragraph>
    </>
  );
}
