import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { trackTimers } from './pending-timers';

afterEach(() => cleanup());

const timers = trackTimers();
afterAll(() => {
  timers.clearPending();
});

// Every page is a lazy chunk: on a busy 2-core machine (CI) its first import can take
// longer than testing-library's 1 s default, so findBy/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

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
