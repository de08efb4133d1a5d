import { describe, expect, it, vi } from 'vitest';
import { onFirstFrame } from './first-frame';

describe('onFirstFrame', () => {
  it('waits for the next presented frame where the browser can tell, and can stop waiting', () => {
    const video = document.createElement('video');
    let presented: VideoFrameRequestCallback | null = null;
    video.requestVideoFrameCallback = (callback) => ((presented = callback), 7);
    video.cancelVideoFrameCallback = vi.fn();
    const shown = vi.fn();

    const stop = onFirstFrame(video, shown);
    video.dispatchEvent(new Event('playing'));
    expect(shown).not.toHaveBeenCalled();
    presented!(0, {} as VideoFrameCallbackMetadata);
    expect(shown).toHaveBeenCalledTimes(1);
    stop();
    expect(video.cancelVideoFrameCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to the first playing event', () => {
    const video = document.createElement('video');
    expect(video.requestVideoFrameCallback).toBeUndefined();
    const shown = vi.fn();

    const stop = onFirstFrame(video, shown);
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('playing'));
    expect(shown).toHaveBeenCalledTimes(1);

    const again = vi.fn();
    onFirstFrame(video, again)();
    video.dispatchEvent(new Event('playing'));
    expect(again).not.toHaveBeenCalled();
    stop();
  });
});
