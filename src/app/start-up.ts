import { matchRoute, type PageName } from '@/shared/routing';
import { preloadShell } from './router';
import { preloadPage } from './routes';
import { bootEarly } from './session/use-session-effects';

/**
 * Work that need not wait for React's first render: the boot calls go out at
 * once, and for a page behind the sign-in the shell's and the page's code
 * download alongside them (a deep link to a player is then one round of
 * requests shorter). A guest page (sign-in) loads neither.
 */
export function startUp(pathname: string): void {
  bootEarly();
  const { route } = matchRoute(pathname.replace(/^\/ui(?=\/|$)/, ''));
  if (route.access === 'guest') return;
  preloadShell();
  preloadPage(route.name as PageName);
}
