import { BookOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { loadBookmarkModal, newBookmarkValues, useWindowBookmarks, type BookmarkValues } from '@/features/bookmarks';
import { loadExportDialog, type ExportValues } from '@/features/exports';
import { FollowButton } from '@/features/following';
import { centreOn, clickTarget, defaultWindow } from '@/features/timeline';
import { StreamStatus } from '@/features/streams';
import { useOfferCommand } from '@/shared/commands/page-commands';
import { serverUrl } from '@/shared/http/client';
import { AT_PARAM } from '@/shared/routing';
import { isReadOnlyUser, useSessionStore } from '@/shared/session/session-store';
import { usePlaybackStore } from '@/shared/preferences/playback-store';
import { AfterFirstCommit } from '@/shared/ui/after-first-commit';
import { releaseShell } from '@/shared/ui/shell-hold';
import { ExportClipButton } from '../components/export-clip-button';
import { NotAccessible } from '../components/not-accessible';
import { PlayerFrame } from '../components/player-frame';
import { archivePreviewUrl } from '../api';
import { PlayerTimeline } from '../components/player-timeline';
import { motionMoves, PlayerToolbar } from '../components/player-toolbar';
import { PlayerVideo } from '../components/player-video';
import { PlayingClock } from '../components/playing-clock';
import { RegionOverlay } from '../components/region-overlay';
import { RegionResults } from '../components/region-results';
import { ShortcutsHelp } from '../components/shortcuts-help';
import { ToolbarSlots } from '../components/toolbar-slots';
import { archiveAtOf } from '../logic/archive-at';
import { nextMotion, previousMotion, type PictureRegion } from '../logic/motion-ranges';
import { canPlayLive } from '../logic/live-playable';
import type { PlayerAction } from '../logic/shortcuts';
import { speedOf } from '../logic/speeds';
import { wantsWebrtc } from '../logic/transport';
import { usePlayerStore } from '../store';
import { useAfterPicture } from '../use-after-picture';
import { useArchiveTimeline } from '../use-archive-timeline';
import { usePlayerControls } from '../use-player-controls';
import { usePlayerKeys } from '../use-player-keys';
import { useLiveReconnect } from '../use-live-reconnect';
import { usePlayerStatus } from '../use-player-status';
import { usePlayerTools } from '../use-player-tools';
import { useWindowMotion } from '../use-window-motion';

// The calendar and the download dialog bring antd's date pickers, forms and modals: they load
// after the first picture (useAfterPicture), as the archive's ranges do, so they never delay it.
const PlayerCalendar = lazy(() => import('../components/player-calendar').then((m) => ({ default: m.PlayerCalendar })));
const DownloadButton = lazy(() => import('../components/download-modal').then((m) => ({ default: m.DownloadButton })));
const BookmarkModal = lazy(() => loadBookmarkModal().then((m) => ({ default: m.BookmarkModal })));
const ExportDialog = lazy(() => loadExportDialog().then((m) => ({ default: m.ExportDialog })));

const DEFAULTS = { playlistMaxSeconds: 604_800, rangesMaxSeconds: 10_800, archiveDownloadMaxSeconds: 3600 };

/** docs/console.md#screens-and-routes stream player: live and archive video, the timeline under it, and the controls between them. */
export function StreamViewPage() {
  const { uid = '' } = useParams();
  const { t } = useTranslation('player');
  const settings = useSessionStore((s) => s.settings) ?? DEFAULTS;
  const video = useRef<HTMLVideoElement | null>(null);
  const [width, setWidth] = useState(1000);
  const [seekOnLoad, setSeekOnLoad] = useState<number | null>(null);
  const [bookmarking, setBookmarking] = useState<BookmarkValues | null>(null);
  const [exporting, setExporting] = useState<ExportValues | null>(null);
  // The region search: on, and the region drawn (fractions of the picture); the strip then shows only its motion.
  const [regionSearch, setRegionSearch] = useState(false);
  const [region, setRegion] = useState<PictureRegion | null>(null);
  const [compactBar, setCompactBar] = useState(false);
  const canBookmark = !isReadOnlyUser(useSessionStore((s) => s.user));
  // A bookmark's play link: the archive at that moment (?at=<ISO time>).
  const [search] = useSearchParams();
  const at = archiveAtOf(search.get(AT_PARAM), Date.now());

  // Not the playing time: it changes four times a second and only the clock and the timeline follow it.
  const { mode, playlist, startAt, speedIndex, window } = usePlayerStore(
    useShallow((s) => ({
      mode: s.mode,
      playlist: s.playlist,
      startAt: s.startAt,
      speedIndex: s.speedIndex,
      window: s.window,
    })),
  );
  const reset = usePlayerStore((s) => s.reset);
  const setPlayingTime = usePlayerStore((s) => s.setPlayingTime);
  const setTransport = usePlayerStore((s) => s.setTransport);
  useEffect(() => reset(defaultWindow(Date.now())), [reset, uid]);

  const onDemand = useRef(false);
  const status = usePlayerStatus(uid, onDemand.current && mode === 'live');
  const stream = status.stream;
  onDemand.current = stream?.live.onDemand ?? false;
  const liveAvailable = stream ? canPlayLive(stream) : false;
  const livePlaylistUrl = stream ? serverUrl(stream.live.playlistUrl) : '';

  // Until the first live() below has run for this stream, the store's playlist is not this
  // stream's: live plays from the page's first render, so the video is attached in the first
  // commit, before the rest of the page's effects (live() then sets the same playlist).
  const hasStream = stream !== undefined;
  const startedFor = useRef<string | null>(null);
  const started = startedFor.current === uid;
  // "Prefer compatibility" plays low-latency HLS at once (docs/live-and-archive.md#webrtc).
  const webrtc = wantsWebrtc(usePlaybackStore((s) => s.latency));
  const source = started
    ? playlist && { url: playlist.url, live: mode === 'live', startAt, webrtc }
    : hasStream && liveAvailable
      ? { url: livePlaylistUrl, live: true, startAt: null, webrtc }
      : null;
  // A live picture that fails reconnects by itself; the status poll's answers say when the server is back.
  const picture = useLiveReconnect(source || null, status.error == null);
  const failed = picture.state === 'failed';

  const [paused, setPaused] = useState(true);
  const [pictureOf, setPictureOf] = useState<string | null>(null);
  const pictureSettled = stream !== undefined && (pictureOf === uid || failed || !liveAvailable);
  // A live-on-demand stream starts its source only now: said at once, until its first picture.
  const startingOnDemand =
    stream !== undefined && stream.live.onDemand && source !== null && source.live && pictureOf !== uid;
  const afterPicture = useAfterPicture(pictureSettled || status.inaccessible, uid);
  useEffect(() => {
    if (afterPicture) releaseShell();
  }, [afterPicture]);
  // The archive is asked only of a stream that is there: a missing one is decided by its one status answer.
  const archive = useArchiveTimeline(
    uid,
    window,
    width,
    settings.rangesMaxSeconds,
    Date.now(),
    afterPicture && stream !== undefined,
    liveAvailable && (stream?.archive.isEnable ?? false),
  );
  const tools = usePlayerTools(video, stream);
  const controls = usePlayerControls({
    uid,
    liveAvailable,
    livePlaylistUrl,
    playlistMaxSeconds: settings.playlistMaxSeconds,
    intervals: archive.intervals,
    loadedFor: archive.loadedFor,
    video,
    tools,
  });
  const { act } = controls;

  // The first answer starts live in the default window the page opened with (one archive request
  // for it, not two); later, live follows the stream becoming (un)available.
  const wantsLive = mode === 'live' && hasStream && (playlist !== null) !== liveAvailable;
  useEffect(() => {
    if (!hasStream || (startedFor.current === uid && !wantsLive)) return;
    startedFor.current = uid;
    const current = usePlayerStore.getState(); // after the reset above, even in the page's first effects
    current.live({ available: liveAvailable, playlistUrl: livePlaylistUrl, window: current.window });
  }, [uid, hasStream, wantsLive, liveAvailable, livePlaylistUrl]);

  // A day picked in the calendar plays from its first recording once that day's ranges are in.
  useEffect(() => {
    const loaded = archive.loadedFor;
    if (seekOnLoad === null || !loaded || loaded.start > seekOnLoad || loaded.end <= seekOnLoad) return;
    setSeekOnLoad(null);
    const target = clickTarget(archive.intervals, seekOnLoad);
    if (target?.kind === 'archive') controls.goArchive(target.from);
  }, [seekOnLoad, archive.loadedFor, archive.intervals, controls]);
  // Opened at an archive moment: the window centred on it, and playing from it once its ranges are in.
  const seekedAt = useRef<string | null>(null);
  useEffect(() => {
    if (at === null || !hasStream || startedFor.current !== uid || seekedAt.current === `${uid}@${at}`) return;
    seekedAt.current = `${uid}@${at}`;
    const s = usePlayerStore.getState();
    s.setWindow(centreOn(s.window, at));
    setSeekOnLoad(at);
  }, [at, uid, hasStream]);
  // Asked for the window the archive's ranges were (the settled one): a drag or zoom asks once it rests.
  const bookmarks = useWindowBookmarks(uid, archive.loadedFor ?? window, afterPicture && hasStream);
  // Motion of the settled window, for the strip under the timeline and the previous / next motion jumps.
  const detects = Boolean(stream?.archive.isEnable && stream.motion?.isEnable);
  const searchRegion = regionSearch ? region : null;
  const motion = useWindowMotion(uid, archive.loadedFor ?? window, searchRegion, afterPicture && detects);
  useEffect(() => {
    setRegionSearch(false);
    setRegion(null);
  }, [uid]);
  const onDay = useCallback((day: string) => {
    const start = dayjs(day).startOf('day').valueOf();
    usePlayerStore.getState().setWindow({ start, end: dayjs(day).add(1, 'day').startOf('day').valueOf() });
    setSeekOnLoad(start);
  }, []);

  // B and the Bookmark button: a moment at the playing time (now, in live without one).
  const onAction = (action: PlayerAction) => {
    if (action === 'previousMotion' || action === 'nextMotion') {
      const at = usePlayerStore.getState().playingTime ?? Date.now();
      const target = action === 'nextMotion' ? nextMotion(motion.spans, at) : previousMotion(motion.spans, at);
      if (target !== null) controls.goArchive(target);
      return;
    }
    if (action !== 'bookmark') return act(action);
    if (!canBookmark || !stream) return;
    const s = usePlayerStore.getState();
    setBookmarking(newBookmarkValues(s.playingTime ?? Date.now()));
  };
  usePlayerKeys(onAction);
  // The command palette's "Go live" while this stream can play live (the L key's action).
  useOfferCommand('goLive', liveAvailable && !status.inaccessible ? () => act('live') : null);

  if (status.inaccessible) return <NotAccessible />;
  if (!stream) return <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />;

  // On a phone it goes under the timeline with the motion moves: the toolbar's two rows are full.
  const exportButton = afterPicture && (
    <ExportClipButton
      uid={uid}
      recorded={archive.recorded}
      maxSeconds={settings.archiveDownloadMaxSeconds}
      playingTime={() => usePlayerStore.getState().playingTime}
      onExport={setExporting}
    />
  );

  return (
    <PlayerFrame tools={tools}>
      <Space wrap size={12} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {stream.name}
        </Typography.Title>
        <StreamStatus stream={stream} unknownSince={status.unknownSince} />
        <PlayingClock />
        <FollowButton uid={uid} />
      </Space>
      <PlayerVideo
        key={picture.attempt}
        video={video}
        source={source}
        speed={!started || mode === 'live' ? 1 : speedOf(speedIndex)}
        failed={failed}
        refusal={picture.refusal}
        reconnecting={picture.state === 'reconnecting'}
        starting={startingOnDemand}
        empty={
          <Empty
            description={[
              t('notAvailable', { status: t(`streams:status.${stream.status}`) }),
              ...(archive.intervals.some((i) => i.type === 'fragment') ? [t('recordingsBelow')] : []),
            ].join(' ')}
          />
        }
        onEnded={controls.ended}
        onEmpty={() => (mode === 'archive' ? controls.ended() : undefined)}
        onFatal={picture.onFatal}
        onPlayingTime={setPlayingTime}
        onTransport={setTransport}
        onPausedChange={setPaused}
        onPicture={() => {
          picture.onPicture();
          setPictureOf(uid);
        }}
      >
        {regionSearch && <RegionOverlay region={region} onRegion={setRegion} />}
      </PlayerVideo>
      {failed && (
        <Button style={{ marginTop: 8 }} onClick={picture.retry}>
          {t('retry')}
        </Button>
      )}
      {/* The toolbar, the timeline and the region search come right after the picture: they never delay it. */}
      <AfterFirstCommit>
        <PlayerToolbar
          mode={mode}
          liveAvailable={liveAvailable}
          fullscreen={tools.canFullscreen ? tools.fullscreen : null}
          canSnapshot={Boolean(source) && !failed}
          paused={paused}
          speedIndex={speedIndex}
          canZoomIn={controls.canZoomIn(window)}
          canZoomOut={controls.canZoomOut(window)}
          canMoveRight={controls.canMoveRight(window, Date.now())}
          canCentre={!(mode === 'live' && !playlist)}
          canJumpMotion={motion.spans.length > 0}
          onCompactChange={setCompactBar}
          onAction={onAction}
          onSpeedIndex={usePlayerStore.getState().setSpeedIndex}
          extra={
            <>
              {/* Their room is kept until they are there: the toolbar never changes its shape. */}
              {afterPicture ? (
                <Suspense fallback={<ToolbarSlots />}>
                  <PlayerCalendar uid={uid} recorded={archive.recorded} onDay={onDay} />
                  <DownloadButton
                    uid={uid}
                    recorded={archive.recorded}
                    playingTime={() => usePlayerStore.getState().playingTime}
                    maxSeconds={settings.archiveDownloadMaxSeconds}
                    rangesMaxSeconds={settings.rangesMaxSeconds}
                  />
                </Suspense>
              ) : (
                <ToolbarSlots exportButton={!compactBar} />
              )}
              {!compactBar && exportButton}
              {canBookmark && (
                <Tooltip title={`${t('bookmark')} (B)`} mouseLeaveDelay={0.2}>
                  {/* On a phone it stays on the first row, with the picture's tools (the second has no room). */}
                  <Button
                    aria-label={t('bookmark')}
                    icon={<BookOutlined aria-hidden />}
                    onClick={() => onAction('bookmark')}
                  />
                </Tooltip>
              )}
              <ShortcutsHelp />
            </>
          }
        />
        <PlayerTimeline
          uid={uid}
          intervals={archive.intervals}
          annotations={archive.annotations}
          bookmarks={bookmarks}
          motion={motion.spans}
          notRecorded={archive.notRecorded}
          recording={stream.archive.isEnable}
          onPick={controls.pick}
          onWidthChange={setWidth}
        />
        {detects && (
          // Under the timeline, not on the toolbar: on a phone the toolbar's two rows are full.
          <RegionResults
            before={
              compactBar && (
                <>
                  {motionMoves(motion.spans.length > 0).map((b) => (
                    <Button
                      key={b.action}
                      aria-label={t(b.action)}
                      icon={b.icon}
                      disabled={!b.enabled}
                      onClick={() => onAction(b.action)}
                    />
                  ))}
                  {exportButton}
                </>
              )
            }
            on={regionSearch}
            onToggle={() => setRegionSearch((on) => !on)}
            spans={region ? motion.spans : []}
            searching={motion.fetching}
            hasRegion={region !== null}
            onJump={controls.goArchive}
            onClear={() => setRegion(null)}
            pictureUrl={(time) => archivePreviewUrl(uid, time)}
          />
        )}
        {!detects && compactBar && exportButton && (
          <Flex wrap align="center" gap={8} style={{ marginTop: 12 }}>
            {exportButton}
          </Flex>
        )}
      </AfterFirstCommit>
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog initial={exporting} streams={[{ uid, name: stream.name }]} onClose={() => setExporting(null)} />
        </Suspense>
      )}
      {bookmarking && (
        <Suspense fallback={null}>
          <BookmarkModal
            streamUid={uid}
            streamName={stream.name}
            canHold={stream.meta.canManage}
            initial={bookmarking}
            onClose={() => setBookmarking(null)}
          />
        </Suspense>
      )}
    </PlayerFrame>
  );
}
