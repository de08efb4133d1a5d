import { lazy, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  isNotFoundState,
  pageRoutes,
  routeByName,
  pathTo,
  redirectRoutes,
  type PageName,
  type PageRoute,
} from '@/shared/routing';
import { isReadOnlyUser, useSessionStore } from '@/shared/session/session-store';
import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';
import { LoadedPart } from './errors/page-error-boundary';
import { gate, secondFactorDue } from './logic/gate';
import { PageLoading } from './page-loading';
import { pages } from './routes';

// ProLayout is heavy: it loads only once someone is signed in (never on the sign-in page).
// The status pages (antd Result and its pictures) load only when one is shown.
const StatusPage = lazy(() => import('./pages/status-page').then((m) => ({ default: m.StatusPage })));
const AppShell = lazyWithPreload(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));
// antd's providers, styles and the other pages' texts: with the first page drawn with antd.
const AntdScope = lazyWithPreload(() => import('./antd-scope').then((m) => ({ default: m.AntdScope })));

/** Starts loading the signed-in shell's code early (start-up, while the boot calls run); never rejects. */
export function preloadShell(): Promise<void> {
  return Promise.all([AntdScope.preload(), AppShell.preload()]).then(
    () => undefined,
    () => undefined,
  );
}

function RedirectTo({ name }: { name: string }) {
  const params = useParams() as Record<string, string>;
  return <Navigate to={pathTo(name as PageName, params)} replace />;
}

function RouteGate({ route: pathRoute }: { route: PageRoute }) {
  const { status, settings, user } = useSessionStore();
  // An address whose page was not found (a GET answered 404) shows the not-found page, and stays.
  const notFound = isNotFoundState(useLocation().state) ? routeByName('not-found') : undefined;
  const route = notFound ?? pathRoute;
  // A sign-in page sends an already signed-in visitor away, but not the user who
  // has just signed in on it: that page navigates to the right destination itself.
  const [signedInOnArrival] = useState(user !== null);
  if (status === 'booting') return <PageLoading />;
  const signedIn = route.access === 'guest' ? signedInOnArrival && user !== null : user !== null;
  const decision = gate({
    access: route.access,
    locked: settings?.isLocked ?? false,
    signedIn,
    isAdmin: user?.isAdmin ?? false,
    isReadOnly: isReadOnlyUser(user),
    passwordDue: user?.mustChangePassword ?? false,
    passwordPage: route.name === 'profile-edit',
    enrolmentDue: secondFactorDue(settings?.requireSecondFactor, user),
    securityPage: route.name === 'profile-security',
  });
  if (decision.type === 'redirect') return <Navigate to={pathTo(decision.to)} replace />;
  const Page = pages[route.name as PageName] ?? pages['not-found'];
  const shown = decision.type === 'forbidden' ? <StatusPage kind="forbidden" /> : <Page />;
  return <LoadedPart page={route.name}>{route.plain ? shown : <AntdScope>{shown}</AntdScope>}</LoadedPart>;
}

/** docs/console.md#screens-and-routes: the header and banners appear only when a user is signed in. */
function ChromeLayout() {
  const signedIn = useSessionStore((s) => s.user !== null);
  if (!signedIn) {
    // What antd's Layout draws here, without its code: the page's own background (theme/plain.css).
    return (
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Outlet />
      </div>
    );
  }
  return (
    <LoadedPart>
      <AntdScope>
        <AppShell>
          <Outlet />
        </AppShell>
      </AntdScope>
    </LoadedPart>
  );
}

const pageRoute = (route: PageRoute) => (
  <Route key={route.name} path={route.path} element={<RouteGate route={route} />} />
);

export function AppRoutes() {
  return (
    <Routes>
      {redirectRoutes.map((r) => (
        <Route key={r.name} path={r.path} element={<RedirectTo name={r.redirectTo} />} />
      ))}
      <Route element={<ChromeLayout />}>{pageRoutes.filter((r) => r.chrome).map(pageRoute)}</Route>
      {pageRoutes.filter((r) => !r.chrome).map(pageRoute)}
    </Routes>
  );
}
