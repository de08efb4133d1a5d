import type { QueryClient } from '@tanstack/react-query';
import type { Mosaic } from '@contract/index';
import { useSessionStore } from '@/shared/session/session-store';
import { mosaicKeys, mosaicsApi } from './api';

/** The server's default, used when its settings are not in. */
const RANGES_MAX_SECONDS = 10_800;

/**
 * Start-up on a mosaic's watch page: the mosaic is asked beside the boot calls (with the lease, as
 * the wall asks it), and as soon as it answers, the recordings of its streams for the time
 * slider's first window: the slider is drawn with the wall, not seconds after it.
 * `booted`: the boot's answer (the server's rangesMaxSeconds).
 */
export function prefetchMosaicWall(client: QueryClient, id: string, booted: Promise<unknown>): Promise<void> {
  // The code that asks the recordings is the wall's own: it downloads while the mosaic is asked.
  const code = import('./use-mosaic-archive');
  return client
    .fetchQuery({ queryKey: mosaicKeys.one(id), queryFn: ({ signal }) => mosaicsApi.getMosaic(id, signal, true) })
    .then(async (mosaic: Mosaic) => {
      const uids = mosaic.cells.flatMap((c) => (c.access === 'view' ? [c.streamUid] : []));
      const [archive] = await Promise.all([code, booted]);
      const max = useSessionStore.getState().settings?.rangesMaxSeconds ?? RANGES_MAX_SECONDS;
      await archive.prefetchWallRanges(client, uids, max, Date.now());
    })
    .catch(() => undefined);
}
