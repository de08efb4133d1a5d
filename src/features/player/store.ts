import { create } from 'zustand';
import { defaultWindow, type TimeWindow } from '@/features/timeline';
import { goArchive, goLive, initialPlayerState, type PlayerState } from './logic/player-state';
import { clampSpeedIndex } from './logic/speeds';
import type { LiveTransport } from './hls-controller';

/**
 * The player's client state (docs/console.md#entities "Player state"): view mode, speed,
 * playlist, timeline window, and the playing time the video reports. The
 * transitions are the pure ones of logic/player-state; this only holds them.
 */
export interface PlayerStore extends PlayerState {
  /** The wall-clock time of the picture on screen (ms), null before the first frame. */
  playingTime: number | null;
  /** What carries the live picture (the latency readout says it); null: not known yet, or the archive. */
  transport: LiveTransport | null;
  reset(window: TimeWindow): void;
  live(live: { available: boolean; playlistUrl: string; window: TimeWindow }): void;
  archive(archive: { from: number; base: string; now: number; playlistMaxSeconds: number }): void;
  setSpeedIndex(index: number): void;
  setWindow(window: TimeWindow): void;
  setPlayingTime(time: number | null): void;
  setTransport(transport: LiveTransport | null): void;
}

export const usePlayerStore = create<PlayerStore>()((set) => ({
  ...initialPlayerState(defaultWindow(Date.now())),
  playingTime: null,
  transport: null,
  reset: (window) => set({ ...initialPlayerState(window), playingTime: null, transport: null }),
  live: (live) => set((s) => ({ ...goLive(s, live), playingTime: null, transport: null })),
  archive: (archive) => set((s) => ({ ...goArchive(s, archive), playingTime: archive.from, transport: null })),
  setSpeedIndex: (index) => set({ speedIndex: clampSpeedIndex(index) }),
  setWindow: (window) => set({ window }),
  setPlayingTime: (time) => set((s) => (s.playingTime === time ? s : { playingTime: time })),
  setTransport: (transport) => set({ transport }),
}));
