import { theme } from 'antd';
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
import { gate } from './logic/gate';
import { PageLoading } from './page-loading';
import { pages } from './routes';

// ProLayout is heavy: it loads only once someone is signed in (never on the sign-in page).
// The status pages (antd Result and its pictures) load only when one is shown.
const StatusPage = lazy(() => import('./pages/status-page').then((m) => ({ default: m.StatusPage })));
const AppShell = lazyWithPreload(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));

/** Starts loading the signed-in shell's code early (start-up, while the boot calls run); never rejects. */
export function preloadShell(): Promise<void> {
  return AppShell.preload().catch(() => undefined);
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
  });
  if (decision.type === 'redirect') return <Navigate to={pathTo(decision.to)} replace />;
  const Page = pages[route.name as PageName] ?? pages['not-found'];
  return (
    <LoadedPart page={route.name}>
      {decision.type === 'forbidden' ? <StatusPage kind="forbidden" /> : <Page />}
    </LoadedPart>
  );
}

/** SPEC §2: the header and banners appear only when a user is signed in. */
function ChromeLayout() {
  const signedIn = useSessionStore((s) => s.user !== null);
  const { token } = theme.useToken();
  if (!signedIn) {
    // What antd's Layout draws here, without its code (and its side menu's): the sign-in pages load only what they draw.
    return (
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: token.colorBgLayout }}>
        <Outlet />
      </div>
    );
  }
  return (
    <LoadedPart>
      <AppShell>
        <Outlet />
      </AppShell>
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
