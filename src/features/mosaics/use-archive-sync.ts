import { useEffect, useRef } from 'react';
import { benchOn } from '@/shared/bench';
import type { TilePlayer } from './components/mosaic-tile';
import { clockTime, syncDecision, type MasterClock } from './logic/sync';

/** How often the tiles are set against the master clock. */
export const SYNC_EVERY_MS = 500;

/**
 * The mosaic's archive clock at work: every half second each tile's picture time is compared with
 * the master's, and the tile plays at the speed, a nudged rate, seeks, or holds (syncDecision).
 */
export function useArchiveSync(clock: MasterClock | null, players: ReadonlyMap<number, TilePlayer>): void {
  const latest = useRef(players);
  latest.current = players;
  useEffect(() => {
    if (!clock) return undefined;
    // bench/mosaic.ts reads each tile's drift from the clock (ms) here.
    const drifts = benchOn() ? ((window as { __vigilDrift?: number[] }).__vigilDrift ??= []) : null;
    const tick = () => {
      const master = clockTime(clock, Date.now());
      for (const player of latest.current.values()) {
        const video = player.video;
        if (!video) continue;
        const time = player.readTime();
        if (drifts && time !== null && !player.held) drifts.push(time - master);
        const decision = syncDecision(master, time, clock.speed);
        if (decision.type === 'hold') {
          player.held = true;
          if (!video.paused) video.pause();
          continue;
        }
        if (decision.type === 'wait') continue;
        player.held = false;
        if (decision.type === 'seek') video.currentTime += decision.byMs / 1000;
        else video.playbackRate = decision.rate;
        if (video.paused) void video.play().catch(() => undefined);
      }
    };
    // A new clock (a moment picked, another speed) reaches the tiles at once, not half a second
    // later: at 4× that half second would be two seconds of drift to win back.
    tick();
    const id = window.setInterval(tick, SYNC_EVERY_MS);
    return () => window.clearInterval(id);
  }, [clock]);
}
