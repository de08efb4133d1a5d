import { useCallback, useEffect, useRef, useState } from 'react';
import { afterFatal, reconnectDelay, type PictureState } from './logic/reconnect';

/**
 * The picture's health for one source. A live failure is retried by itself (a new player after
 * a short back-off, or at once when `serverAnswering` turns true again) while the page says it is
 * reconnecting; an archive failure waits for the user's Try again. `attempt` keys the player, so
 * each try is a fresh, disposable one. A new source starts afresh.
 */
export function useLiveReconnect(source: { url: string; live: boolean } | null, serverAnswering: boolean) {
  const [state, setState] = useState<PictureState>('playing');
  const [attempt, setAttempt] = useState(0);
  /** The server's catalogue code when it refused the playlist (the page says why), else null. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const failures = useRef(0);
  const timer = useRef<number | null>(null);
  const url = source?.url ?? null;
  const live = source?.live ?? false;

  const clearTimer = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const tryAgain = useCallback(() => {
    clearTimer();
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    failures.current = 0;
    setState('playing');
    return clearTimer;
  }, [url, live]);

  // The server is back (the status poll answers again): a live player starts afresh at once,
  // whether or not hls.js has given up yet (it may still be waiting between its own retries).
  const wasAnswering = useRef(serverAnswering);
  useEffect(() => {
    if (serverAnswering && !wasAnswering.current && live && state !== 'failed') tryAgain();
    wasAnswering.current = serverAnswering;
  }, [serverAnswering, live, state, tryAgain]);

  const onFatal = useCallback(
    (_details?: string, code: string | null = null) => {
      const next = afterFatal(live);
      setRefusal(code);
      setState(next);
      if (next !== 'reconnecting') return;
      failures.current += 1;
      clearTimer();
      timer.current = window.setTimeout(tryAgain, reconnectDelay(failures.current));
    },
    [live, tryAgain],
  );

  const onPicture = useCallback(() => {
    failures.current = 0;
    clearTimer();
    setState('playing');
  }, []);

  const retry = useCallback(() => {
    setRefusal(null);
    setState('playing');
    tryAgain();
  }, [tryAgain]);

  // While the server does not answer, a live picture is reconnecting, not failed or frozen.
  const shown: PictureState = live && !serverAnswering && state === 'playing' ? 'reconnecting' : state;
  return { state: shown, attempt, refusal: shown === 'failed' ? refusal : null, onFatal, onPicture, retry };
}
