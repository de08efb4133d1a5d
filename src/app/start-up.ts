import type { QueryClient } from '@tanstack/react-query';
// Not the features' indexes: each would bring its UI (antd, the player) into the sign-in page's first load (npm run bench:bundle).
// eslint-disable-next-line vigil/boundaries
import { prefetchMosaicWall } from '@/features/mosaics/prefetch';
// eslint-disable-next-line vigil/boundaries
import { prefetchPlayerStatus } from '@/features/player/status-query';
import { matchRoute, type PageName } from '@/shared/routing';
import { preloadShell } from './router';
import { preloadPage } from './routes';
import { bootEarly, settleBootEarly } from './session/use-session-effects';

/**
 * How long at most the first render waits for the boot's answer (and, behind the sign-in, the
 * shell's and the page's code) before it renders the loading state itself. Meanwhile the page
 * shows index.html's loading ring, which needs no code: a first render that waits for the code
 * renders the page itself, where one that did not would commit a loading state and then the
 * page (on a cold load of a player over a third of a second later: the second commit waits out
 * React's throttle on revealing a suspended page).
 */
export const BOOT_WAIT_MS = 2000;

/**
 * Work that need not wait for React's first render: the boot calls go out at
 * once, and for a page behind the sign-in the user is asked alongside the
 * configuration and the shell's and the page's code download meanwhile (a deep
 * link to a player is then several rounds of requests shorter). A guest page
 * (sign-in, recover, and init on a locked server) asks the configuration first,
 * as the boot does, and loads neither.
 * `client` is the query cache the console then renders with. The promise
 * settles when the boot has answered and, behind the sign-in, the shell's and
 * the page's code are in (the first render is then the page itself, with no
 * loading state rendered and thrown away), or after `waitMs` (BOOT_WAIT_MS),
 * whichever comes first: the first render waits for it.
 */
export function startUp(pathname: string, client: QueryClient, waitMs = BOOT_WAIT_MS): Promise<void> {
  const { route, params } = matchRoute(pathname.replace(/^\/ui(?=\/|$)/, ''));
  // The sign-in, recover and init pages: nobody is signed in there (on a locked server the user call would fail).
  const guest = route.access === 'guest' || route.access === 'locked';
  const booted = bootEarly(!guest).then((data) => settleBootEarly(client, data));
  const waited = (work: Promise<unknown>) =>
    Promise.race([work, new Promise((resolve) => setTimeout(resolve, waitMs))]).then(
      () => undefined,
      () => undefined,
    );
  if (guest) return waited(booted);
  // A player page also asks its stream's status now (small code, part of the entry), before the
  // code's many requests queue up on the browser's few connections; the first render waits for
  // live to start loading too.
  const player = route.name === 'stream-view' && params.uid ? prefetchPlayerStatus(client, params.uid) : null;
  // A mosaic's wall asks its mosaic now too, then its streams' recordings (the page renders meanwhile).
  if (route.name === 'mosaic' && params.id) void prefetchMosaicWall(client, params.id, booted);
  const code = Promise.all([preloadShell(), preloadPage(route.name as PageName)]);
  return waited(Promise.all([booted, code, player]));
}
