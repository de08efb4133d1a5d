import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { printTable } from './seed-app';

/** A script's size: as built, gzipped here (level 6, the budget's measure), and as the server sent it. */
export interface Sizes {
  raw: number;
  gzip: number;
  sent: number;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The sizes of a list of scripts added up. */
export function sumSizes(list: [string, Sizes][]): Sizes {
  return list.reduce(
    (acc, [, size]) => ({ raw: acc.raw + size.raw, gzip: acc.gzip + size.gzip, sent: acc.sent + size.sent }),
    { raw: 0, gzip: 0, sent: 0 },
  );
}

/**
 * Records every JavaScript file a page receives, by path: its sizes and the encodings the
 * server used. `settled()` waits for the recordings still being read.
 */
export function recordScripts(page: Page) {
  const scripts = new Map<string, Sizes>();
  const encodings = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const done = (async () => {
      const body = await response.body();
      const { responseBodySize } = await response.request().sizes();
      encodings.add(response.headers()['content-encoding'] ?? 'none');
      scripts.set(new URL(response.url()).pathname, {
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        sent: responseBodySize,
      });
    })();
    reading.add(done);
    void done.finally(() => reading.delete(done));
  });
  const print = (list: [string, Sizes][]) =>
    printTable(
      ['JavaScript file', 'raw KB', 'gzip KB', `sent KB (${[...encodings].join(', ')})`],
      [...list, ['total', sumSizes(list)] as [string, Sizes]].map(([file, size]) => [
        file,
        kb(size.raw),
        kb(size.gzip),
        kb(size.sent),
      ]),
    );
  return { scripts, print, settled: () => Promise.all([...reading]) };
}
