import type { QueryClient } from '@tanstack/react-query';
import { prefetchPlayerStatus } from '@/features/player/status-query';
import { matchRoute, type PageName } from '@/shared/routing';
import { preloadShell } from './router';
import { preloadPage } from './routes';
import { bootEarly } from './session/use-session-effects';

/**
 * Work that need not wait for React's first render: the boot calls go out at
 * once, and for a page behind the sign-in the user is asked alongside the
 * configuration and the shell's and the page's code download meanwhile (a deep
 * link to a player is then several rounds of requests shorter). A guest page
 * (sign-in) asks the configuration first, as the boot does, and loads neither.
 * `client` is the query cache the console then renders with.
 */
export function startUp(pathname: string, client: QueryClient): void {
  const { route, params } = matchRoute(pathname.replace(/^\/ui(?=\/|$)/, ''));
  const guest = route.access === 'guest';
  bootEarly(!guest);
  if (guest) return;
  preloadShell();
  preloadPage(route.name as PageName);
  // A player page also asks its stream's status now (small code, part of the entry).
  if (route.name === 'stream-view' && params.uid) void prefetchPlayerStatus(client, params.uid);
}
