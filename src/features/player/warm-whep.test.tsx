import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WhepSession } from './logic/whep';
import { usePictureElement } from './use-picture-element';
import { claimWarmVideo, dropWarmWhep, takeWarmWhep, warmWhep } from './warm-whep';

const WHEP = '/v1/stream/a/live/whep';

/** A negotiation that answers when the test says, with a stream of its own. */
function held() {
  const stream = { id: 'live' } as MediaStream;
  const stop = vi.fn();
  let answer = () => undefined as void;
  const session = new Promise<WhepSession>(
    (resolve) => (answer = () => resolve({ stream: Promise.resolve(stream), stop })),
  );
  return { start: () => session, answer: () => answer(), stream, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => dropWarmWhep());

describe("a warm WebRTC session's picture element", () => {
  it('plays the stream from the moment it comes, before the page has a player, and is handed to the player once', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { start, answer, stream } = held();
    warmWhep(WHEP, start, 5000);
    const element = claimWarmVideo();
    expect(element).toBeInstanceOf(HTMLVideoElement);
    expect(element).toMatchObject({ muted: true, autoplay: true, playsInline: true, className: 'vigil-player-video' });
    expect(claimWarmVideo()).toBeNull();
    answer();
    await settle();
    expect(element!.srcObject).toBe(stream);
    expect(play).toHaveBeenCalled();
    play.mockRestore();
  });

  it('leaves the stream to a player that took the session before it came', async () => {
    const { start, answer } = held();
    warmWhep(WHEP, start, 5000);
    const element = claimWarmVideo()!;
    expect(takeWarmWhep(WHEP)).not.toBeNull();
    answer();
    await settle();
    expect(element.srcObject ?? null).toBeNull();
  });

  it('dropped (no player took the session in time, or another plays): the session ends and the element lets its stream go at once', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { start, answer, stop } = held();
    warmWhep(WHEP, start, 5000);
    const element = claimWarmVideo()!;
    answer();
    await settle();
    expect(element.srcObject).not.toBeNull();
    dropWarmWhep();
    expect(element.srcObject).toBeNull();
    await settle();
    expect(stop).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('ends when the page goes before a player took it, and not once a player has', async () => {
    const first = held();
    warmWhep(WHEP, first.start, 5000);
    first.answer();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(first.stop).toHaveBeenCalled();
    expect(takeWarmWhep(WHEP)).toBeNull();

    const second = held();
    warmWhep(WHEP, second.start, 5000);
    expect(takeWarmWhep(WHEP)).not.toBeNull();
    second.answer();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(second.stop).not.toHaveBeenCalled();
  });
});

function Picture({ onElement }: { onElement(element: HTMLVideoElement | null): void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const slot = usePictureElement(video);
  onElement(video.current);
  return <div ref={slot} data-testid="slot" />;
}

describe("the player's <video>", () => {
  it("is the warm session's element when there is one, a new one otherwise, the same for the player's life", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { start, answer, stream } = held();
    warmWhep(WHEP, start, 5000);
    answer();
    await settle();
    const seen: (HTMLVideoElement | null)[] = [];
    const first = render(<Picture onElement={(e) => seen.push(e)} />);
    const adopted = first.getByTestId('slot').querySelector('video');
    expect(adopted!.srcObject).toBe(stream);
    first.rerender(<Picture onElement={(e) => seen.push(e)} />);
    expect(first.getByTestId('slot').querySelector('video')).toBe(adopted);
    expect(seen.at(-1)).toBe(adopted);
    first.unmount();
    expect(adopted!.isConnected).toBe(false);

    const second = render(<Picture onElement={() => undefined} />);
    const made = second.getByTestId('slot').querySelector('video');
    expect(made).not.toBeNull();
    expect(made).not.toBe(adopted);
    expect(made!.className).toBe('vigil-player-video');
    expect(made!.srcObject ?? null).toBeNull();
    vi.restoreAllMocks();
  });
});
