import type { ErrorTypes, Events, HlsConfig } from 'hls.js';

/** What the controller needs of hls.js: the real class, or a stand-in in tests. */
export interface HlsLike {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  startLoad(position?: number): void;
  recoverMediaError(): void;
  destroy(): void;
  on(event: string, listener: (event: string, data: never) => void): void;
  readonly playingDate: Date | null;
  /** Live (s): how far the picture is behind the edge, how far it means to be, and where that is. */
  readonly latency: number;
  readonly targetLatency: number | null;
  readonly liveSyncPosition: number | null;
}
export type HlsFactory = (config: Partial<HlsConfig>) => HlsLike;
export type HlsClass = new (config: Partial<HlsConfig>) => HlsLike;

// hls.js's names for what the controller listens to: its enums' values, spelt here so that naming
// them does not bring its code (the compiler holds them to the enums).
export const LEVEL_LOADED = 'hlsLevelLoaded' satisfies `${Events.LEVEL_LOADED}`;
export const HLS_ERROR = 'hlsError' satisfies `${Events.ERROR}`;
export const MEDIA_ERROR = 'mediaError' satisfies `${ErrorTypes.MEDIA_ERROR}`;

/** What the error listeners hear when hls.js's code itself could not be fetched: fatal, as a failed playlist is. */
export const ENGINE_LOAD_ERROR = { fatal: true, type: 'networkError', details: 'engineLoadError' } as const;

/**
 * An hls.js that exists at once while its code is still on its way (`load`): every call made
 * before then is made on the real one, in order, when it comes; destroyed before then, none is
 * made. Code that failed to come is a fatal error to its error listeners.
 */
export function deferredHls(load: () => Promise<HlsClass>): HlsFactory {
  return (config) => {
    let real: HlsLike | null = null;
    let destroyed = false;
    const pending: Array<(hls: HlsLike) => void> = [];
    const errorListeners: Array<(event: string, data: never) => void> = [];
    const run = (call: (hls: HlsLike) => void) => (real ? call(real) : void pending.push(call));
    load().then(
      (Hls) => {
        if (destroyed) return;
        const hls = new Hls(config);
        real = hls;
        for (const call of pending.splice(0)) call(hls);
      },
      () => {
        if (destroyed) return;
        pending.length = 0;
        for (const listener of errorListeners) listener(HLS_ERROR, ENGINE_LOAD_ERROR as never);
      },
    );
    return {
      loadSource: (url) => run((hls) => hls.loadSource(url)),
      attachMedia: (media) => run((hls) => hls.attachMedia(media)),
      startLoad: (position) => run((hls) => hls.startLoad(position)),
      recoverMediaError: () => run((hls) => hls.recoverMediaError()),
      destroy: () => {
        destroyed = true;
        pending.length = 0;
        real?.destroy();
      },
      on: (event, listener) => {
        if (event === HLS_ERROR && !real) errorListeners.push(listener);
        run((hls) => hls.on(event, listener));
      },
      get playingDate() {
        return real?.playingDate ?? null;
      },
      get latency() {
        return real?.latency ?? 0;
      },
      get targetLatency() {
        return real?.targetLatency ?? null;
      },
      get liveSyncPosition() {
        return real?.liveSyncPosition ?? null;
      },
    };
  };
}

let engine: Promise<HlsClass> | null = null;

/**
 * hls.js (its light build: one rendition, no subtitles, alternate audio or DRM, about half the
 * code), fetched the first time something plays over HLS: the archive, live with "Prefer
 * compatibility", a tile past the wall's WebRTC budget, a fallback being readied. A live picture
 * over WebRTC never waits for its code nor its evaluation. A failed fetch is tried again next time.
 */
export function loadHls(): Promise<HlsClass> {
  engine ??= import('hls.js/light').then(
    (module) => module.default as unknown as HlsClass,
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}

/** Whether this browser has Media Source Extensions, which hls.js plays through (checked before its code is in). */
export function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

/** hls.js as the players use it: at once, its code fetched on the first use. */
export const realHls: HlsFactory = deferredHls(loadHls);
