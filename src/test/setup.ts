import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { trackTimers } from './pending-timers';

afterEach(() => cleanup());

const timers = trackTimers();
afterAll(() => {
  timers.clearPending();
});

// Every page is a lazy chunk, and a chrome page's only starts loading after the shell's: on a
// busy 2-core machine (CI) the first import can take seconds, so findBy/waitFor wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks matchMedia, which antd's responsive parts read.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks ResizeObserver, which ProLayout and antd call while rendering.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom lacks requestIdleCallback. A browser that is never idle: what a page preloads at idle
// (useIdlePreload) stays out of tests unless one says the browser is idle (fakeIdle).
if (typeof window.requestIdleCallback !== 'function') {
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
}
