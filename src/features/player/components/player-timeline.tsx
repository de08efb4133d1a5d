import { useTranslation } from 'react-i18next';
import {
  Timeline,
  type Interval,
  type TimelineAnnotation,
  type TimelineBookmark,
  type TimeWindow,
} from '@/features/timeline';
import { useCallback } from 'react';
import { archivePreviewUrl } from '../api';
import { usePlayerStore } from '../store';

interface PlayerTimelineProps {
  /** The stream: the hover shows pictures of its recorded moments. */
  uid: string;
  intervals: readonly Interval[];
  annotations: readonly TimelineAnnotation[];
  bookmarks?: readonly TimelineBookmark[];
  /** Moments with motion, drawn as a strip under the bar. */
  motion?: readonly TimeWindow[];
  /** Nothing recorded in the window: the timeline says so, why depending on whether the stream records. */
  notRecorded: boolean;
  recording: boolean;
  onPick(time: number): void;
  onWidthChange(widthPx: number): void;
}

/** The timeline under the picture; it alone follows the playing time, so the page does not re-render with it. */
export function PlayerTimeline(props: PlayerTimelineProps) {
  const { uid, intervals, annotations, bookmarks, motion, notRecorded, recording, onPick, onWidthChange } = props;
  const { t } = useTranslation('player');
  const window = usePlayerStore((s) => s.window);
  const playingTime = usePlayerStore((s) => s.playingTime);
  const setWindow = usePlayerStore((s) => s.setWindow);
  const previewUrl = useCallback((time: number) => archivePreviewUrl(uid, time), [uid]);
  return (
    <div style={{ marginTop: 12 }}>
      <Timeline
        window={window}
        intervals={intervals}
        annotations={annotations}
        bookmarks={bookmarks}
        motion={motion}
        playingTime={playingTime}
        onPick={onPick}
        onWindowChange={setWindow}
        onWidthChange={onWidthChange}
        previewUrl={previewUrl}
        label={t('timeline')}
        notice={notRecorded ? t(recording ? 'nothingRecorded' : 'notRecorded') : null}
      />
    </div>
  );
}
