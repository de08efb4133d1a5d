import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clickTarget, centreOn, Timeline, type TimeWindow } from '@/features/timeline';
import { useSessionStore } from '@/shared/session/session-store';
import { clockTime, type MasterClock } from '../logic/sync';
import { firstWallWindow, useMosaicArchive } from '../use-mosaic-archive';

/** The server's default, used until its settings are in. */
const RANGES_MAX_SECONDS = 10_800;
/** How often the thumb follows the master clock. */
const THUMB_EVERY_MS = 250;
const HEIGHT = 48;
export interface MosaicTimelineProps {
  /** The streams on the wall that the viewer may see. */
  uids: readonly string[];
  /** The archive's master clock; null while the wall plays live. */
  clock: MasterClock | null;
  onPick: (at: number) => void;
  onLive: () => void;
}

/** The master clock's time, a few times a second; null without a clock. */
function useClockTime(clock: MasterClock | null): number | null {
  const [time, setTime] = useState<number | null>(null);
  useEffect(() => {
    if (!clock) return setTime(null);
    const tick = () => setTime(clockTime(clock, Date.now()));
    tick();
    const id = window.setInterval(tick, THUMB_EVERY_MS);
    return () => window.clearInterval(id);
  }, [clock]);
  return time;
}

/**
 * The mosaic's time slider: the union of its streams' recordings on the player's timeline. A click
 * on a recording plays every tile from there on one clock; a click on the live stretch (after the
 * latest recording, while the streams record) brings every tile back to live.
 */
export function MosaicTimeline({ uids, clock, onPick, onLive }: MosaicTimelineProps) {
  const { t } = useTranslation('mosaics');
  const rangesMaxSeconds = useSessionStore((s) => s.settings?.rangesMaxSeconds) ?? RANGES_MAX_SECONDS;
  const [window, setWindow] = useState<TimeWindow>(() => firstWallWindow(Date.now()));
  const playingTime = useClockTime(clock);
  // A moment picked elsewhere (the date picker) outside the window brings the window to it.
  const pickedAt = clock?.at ?? null;
  useEffect(() => {
    if (pickedAt !== null) setWindow((w) => (pickedAt < w.start || pickedAt > w.end ? centreOn(w, pickedAt) : w));
  }, [pickedAt]);
  // Asked as the wall opens, beside the tiles' playlists: until the answers are in, the bar says it is loading.
  const archive = useMosaicArchive(uids, window, rangesMaxSeconds, Date.now(), true);
  return (
    <div style={{ marginBottom: 8 }}>
      <Timeline
        window={window}
        intervals={archive.intervals}
        annotations={[]}
        playingTime={playingTime}
        onPick={(time) => {
          const target = clickTarget(archive.intervals, time);
          if (target?.kind === 'live') onLive();
          else if (target?.kind === 'archive') onPick(target.from);
        }}
        onWindowChange={setWindow}
        label={t('archive.timeline')}
        height={HEIGHT}
        notice={archive.loading ? t('archive.loading') : archive.notRecorded ? t('archive.nothingRecorded') : null}
        busy={archive.loading}
      />
    </div>
  );
}
