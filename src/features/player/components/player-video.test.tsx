import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n, type Language } from '@/shared/i18n';
import { resetApp } from '@/test/render-app';
import type { PlaybackSource } from '../hls-controller';
import { PlayerVideo } from './player-video';

afterEach(() => resetApp());

/** The playback under the video: its events as the component gave them, and the way back to live. */
const playback = vi.hoisted(() => ({
  onPlayingTime: null as ((time: number | null) => void) | null,
  toLiveEdge: vi.fn(),
}));
vi.mock('../use-playback', () => ({
  usePlayback: (_video: unknown, _source: unknown, events: { onPlayingTime?: (time: number | null) => void }) => {
    playback.onPlayingTime = events.onPlayingTime ?? null;
    return { readTime: () => null, toLiveEdge: playback.toLiveEdge };
  },
}));

function renderVideo(source: PlaybackSource, language: Language = 'en') {
  initI18n(language);
  const onPlayingTime = vi.fn();
  const onPausedChange = vi.fn();
  render(
    <Providers client={createQueryClient()} language={language} theme="dark">
      <PlayerVideo
        video={createRef<HTMLVideoElement>()}
        source={source}
        speed={1}
        empty={null}
        failed={false}
        onEnded={vi.fn()}
        onEmpty={vi.fn()}
        onFatal={vi.fn()}
        onPlayingTime={onPlayingTime}
        onPausedChange={onPausedChange}
        onPicture={vi.fn()}
      />
    </Providers>,
  );
  return { onPlayingTime, onPausedChange };
}

const report = (secondsBehind: number) => act(() => playback.onPlayingTime?.(Date.now() - secondsBehind * 1000));

describe('a live picture far behind now', () => {
  it('offers to go back to the live edge, and stops offering once it is near live again', async () => {
    const { onPlayingTime } = renderVideo({ url: '/v1/stream/a/live/index.m3u8', live: true });
    report(2);
    expect(screen.queryByRole('button', { name: /back to live/ })).not.toBeInTheDocument();
    report(15);
    expect(onPlayingTime).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: '15 s behind — back to live' }));
    expect(playback.toLiveEdge).toHaveBeenCalledTimes(1);
    report(1);
    expect(screen.queryByRole('button', { name: /back to live/ })).not.toBeInTheDocument();
  });

  it('says it in Russian', () => {
    renderVideo({ url: '/v1/stream/a/live/index.m3u8', live: true }, 'ru');
    report(12);
    expect(screen.getByRole('button', { name: 'Отставание 12 с — к прямому эфиру' })).toBeInTheDocument();
  });

  it('is never offered in the archive', () => {
    renderVideo({ url: '/v1/stream/a/archive/index.m3u8', live: false });
    report(3600);
    expect(screen.queryByRole('button', { name: /back to live/ })).not.toBeInTheDocument();
  });
});

describe("the player's <video>", () => {
  it('is labelled, plays and pauses on a click, and says so', async () => {
    // An element as a browser's: play() and pause() change `paused` and fire their events.
    let paused = true;
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      paused = false;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      paused = true;
      this.dispatchEvent(new Event('pause'));
    });
    const { onPausedChange } = renderVideo({ url: '/v1/stream/a/live/index.m3u8', live: true });
    const video = screen.getByLabelText('Video') as HTMLVideoElement;
    expect(video).toBeVisible();
    await userEvent.click(video);
    expect(play).toHaveBeenCalledTimes(1);
    expect(onPausedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(video);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    vi.restoreAllMocks();
  });

  it('already playing when the player takes it (a warm WebRTC session began it): says it plays at once', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    const { onPausedChange } = renderVideo({ url: '/v1/stream/a/live/index.m3u8', live: true });
    expect(onPausedChange).toHaveBeenCalledExactlyOnceWith(false);
    vi.restoreAllMocks();
  });
});
