import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { authApi } from '@/features/auth';
// eslint-disable-next-line vigil/boundaries -- the feature's index would bring its UI (antd, the player) into the sign-in page's first load (npm run bench:bundle).
import { useMosaic, WATCH_ROUTE } from '@/features/mosaics/use-mosaic';
import { destinationStore, documentTitle, matchRoute, shouldRemember, useRouteMatch } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { reportError } from '../errors/error-sink';
import { secondFactorDue } from '../logic/gate';
import { boot, type BootResult } from '../logic/boot';

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

const startBoot = (getMe = authApi.getMe) => boot({ ...authApi, getMe, browserLanguages: browserLanguages() });
let early: ReturnType<typeof startBoot> | null = null;

/**
 * Sends the boot calls at once, before React's first render; the first useBoot takes their answer.
 * `userToo` (a page behind the sign-in) asks for the user alongside the configuration instead of
 * after it: the boot still reads it only when the configuration says someone is signed in.
 */
export function bootEarly(userToo: boolean): Promise<BootResult> {
  if (early) return early;
  if (!userToo) {
    early = startBoot();
    return early;
  }
  const me = authApi.getMe();
  me.catch(() => undefined); // a signed-out visitor's 401 is read (or ignored) by the boot
  early = startBoot(() => me);
  return early;
}

/** The boot's answer, in the query cache, where useBoot finds it. */
const BOOT_KEY = ['boot'] as const;

/** What the console does with the boot's answer: the session starts (and an offline start is reported). */
function applyBoot(data: BootResult): void {
  useSessionStore.getState().ready(data.settings, data.user);
  if (data.kind === 'offline') reportError(data.error, 'settings');
}

/**
 * Start-up: when the boot answers before React's first render, the session is
 * set and the answer cached, so that render is the page itself, not the boot's
 * loading state. An offline answer is left to useBoot, which reports it.
 */
export function settleBootEarly(client: QueryClient, data: BootResult): void {
  if (data.kind === 'offline' || client.getQueryData(BOOT_KEY)) return;
  early = null;
  client.setQueryData(BOOT_KEY, data);
  applyBoot(data);
}

/** docs/console.md#states-and-transitions: at start the configuration, then the current user and language. */
export function useBoot(): void {
  const { data } = useQuery({
    queryKey: BOOT_KEY,
    queryFn: () => {
      const first = early;
      early = null;
      return first ?? startBoot();
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useEffect(() => {
    if (data) applyBoot(data);
  }, [data]);
}

/**
 * docs/console.md#screens-and-routes, on every route change: remember the destination (not auth, recover,
 * init or not-found), refresh the server settings, scroll to the top.
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    const { route, params } = matchRoute(pathname);
    // A user held on profile edit keeps the page they were going to: they get there once the password
    // is changed. One held on the Security tab to enrol a second factor keeps it too: the tab the
    // router sent them to does not take its place (they get there once the factor is enrolled).
    const { user, settings } = useSessionStore.getState();
    const held =
      (user?.mustChangePassword ?? false) ||
      (route.name === 'profile-security' && secondFactorDue(settings?.requireSecondFactor, user));
    if (shouldRemember(route.name) && !held) destinationStore.write({ name: route.name, params });
    if (window.scrollY > 0) window.scrollTo(0, 0);
    if (first.current) {
      first.current = false; // boot has just fetched the settings
      return;
    }
    const session = useSessionStore.getState();
    if (session.status !== 'ready') return;
    queryClient
      .fetchQuery({ queryKey: ['settings'], queryFn: ({ signal }) => authApi.getSettings(signal), staleTime: 0 })
      .then((settings) => {
        const hadUser = useSessionStore.getState().user !== null;
        useSessionStore.getState().setSettings(settings);
        if (settings.isLocked) reportError({ response: { status: 423, data: { code: 'Locked' } } }, 'settings');
        else if (hadUser && !settings.user)
          reportError({ response: { status: 401, data: { code: 'NotAuthorized' } } }, 'settings');
      })
      .catch((error: unknown) => reportError(error, 'settings'));
  }, [pathname, queryClient]);
}

/** The document title follows the route (stream pages add the uid, mosaic pages the name). */
export function useDocumentTitle(): void {
  const { t } = useTranslation('titles');
  const appTitle = useSessionStore((s) => s.settings?.appTitle ?? 'Vigil');
  const signedIn = useSessionStore((s) => s.user !== null);
  const { route, params } = useRouteMatch();
  const mosaic = useMosaic(route.titleParam === 'name' && signedIn ? params.id : undefined, route.name === WATCH_ROUTE);
  const param = route.titleParam === 'uid' ? params.uid : mosaic.data?.name;
  const pageTitle = t(route.title);
  useEffect(() => {
    document.title = documentTitle({ pageTitle, param, appTitle });
  }, [pageTitle, param, appTitle]);
}
