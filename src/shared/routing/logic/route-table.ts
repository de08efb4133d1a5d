/**
 * The one route table of the console (docs/console.md#screens-and-routes): path, title key, who may see
 * it, header variant, page-tab group. `app/routes.tsx` adds the lazy page of
 * each name; the router, document title, header title, menus and links all
 * read this table.
 */

/** Who may open a route. `guest`: signed-out pages; `locked`: only while the server is uninitialized. */
export type RouteAccess = 'any' | 'guest' | 'locked' | 'user' | 'writer' | 'admin';

/** What the header shows in its middle part. */
export type HeaderKind = 'title' | 'streams' | 'stream' | 'mosaic' | 'none';

export type TabGroup = 'profile' | 'user' | 'stream' | 'administration';

export interface PageRoute {
  name: string;
  path: string;
  /** Key in the `titles` namespace. */
  title: string;
  access: RouteAccess;
  header: HeaderKind;
  /** Header and banners are shown (when signed in). */
  chrome: boolean;
  /** Saved as the destination to come back to after sign-in. */
  remember: boolean;
  tabs?: TabGroup;
  /** Route param shown in the document title (stream uid, mosaic name). */
  titleParam?: 'uid' | 'name';
  /**
   * Drawn without antd (the signed-out pages): its first load brings no antd code, styles or the
   * other pages' texts. Every other page is drawn inside antd's scope, which loads with it.
   */
  plain: boolean;
}

export interface RedirectRoute {
  name: string;
  path: string;
  redirectTo: string;
}

type PageInput = Omit<PageRoute, 'header' | 'chrome' | 'remember' | 'access' | 'plain'> &
  Partial<Pick<PageRoute, 'header' | 'chrome' | 'remember' | 'access' | 'plain'>>;

function page<const N extends string>(input: PageInput & { name: N }): PageRoute & { name: N } {
  const administration = input.path.startsWith('/administration') || input.name === 'user-add';
  return {
    access: 'user',
    header: administration ? 'none' : 'title',
    chrome: true,
    remember: true,
    plain: false,
    ...input,
  };
}

const bare = { chrome: false, remember: false, header: 'none' } as const;
/** The signed-out pages: no header, not remembered, drawn without antd. */
const signedOut = { ...bare, plain: true } as const;

export const pageRoutes = [
  page({ name: 'streams', path: '/streams', title: 'streams', header: 'streams' }),
  page({ name: 'mosaics', path: '/mosaics', title: 'mosaics' }),
  page({ name: 'auth', path: '/auth', title: 'auth', access: 'guest', ...signedOut }),
  page({
    name: 'recover-password',
    path: '/recover-password',
    title: 'recoverPassword',
    access: 'guest',
    ...signedOut,
  }),
  page({ name: 'init', path: '/init', title: 'init', access: 'locked', ...signedOut }),
  page({ name: 'profile-info', path: '/profile/me/info', title: 'myProfile', tabs: 'profile' }),
  page({ name: 'profile-edit', path: '/profile/me/edit', title: 'myProfile', tabs: 'profile' }),
  page({ name: 'profile-tokens', path: '/profile/me/tokens', title: 'myTokens', tabs: 'profile' }),
  page({ name: 'profile-sessions', path: '/profile/me/sessions', title: 'sessions', tabs: 'profile' }),
  page({ name: 'profile-security', path: '/profile/me/security', title: 'security', tabs: 'profile' }),
  page({ name: 'user-add', path: '/user/add', title: 'addUser', access: 'admin' }),
  page({ name: 'user-info', path: '/user/:login/info', title: 'userProfile', access: 'admin', tabs: 'user' }),
  page({ name: 'user-edit', path: '/user/:login/edit', title: 'editUser', access: 'admin', tabs: 'user' }),
  page({
    name: 'user-permission',
    path: '/user/:login/permission',
    title: 'userPermission',
    access: 'admin',
    tabs: 'user',
  }),
  page({ name: 'user-sessions', path: '/user/:login/sessions', title: 'sessions', access: 'admin', tabs: 'user' }),
  page({ name: 'stream-view', path: '/stream/:uid/view', title: 'stream', header: 'stream', titleParam: 'uid' }),
  page({
    name: 'stream-info',
    path: '/stream/:uid/info',
    title: 'streamInfo',
    header: 'stream',
    tabs: 'stream',
    titleParam: 'uid',
  }),
  page({
    name: 'stream-setting',
    path: '/stream/:uid/setting',
    title: 'streamSettings',
    header: 'stream',
    tabs: 'stream',
    titleParam: 'uid',
  }),
  page({
    name: 'stream-permission',
    path: '/stream/:uid/permission',
    title: 'streamPermissions',
    access: 'admin',
    header: 'stream',
    tabs: 'stream',
    titleParam: 'uid',
  }),
  page({
    name: 'stream-debug',
    path: '/stream/:uid/debug',
    title: 'streamDebug',
    header: 'stream',
    tabs: 'stream',
    titleParam: 'uid',
  }),
  page({ name: 'add-stream', path: '/add-stream', title: 'addStream', access: 'writer' }),
  page({ name: 'create-mosaic', path: '/create-mosaic', title: 'createMosaic', access: 'writer' }),
  page({ name: 'mosaic', path: '/mosaic/:id', title: 'mosaic', header: 'mosaic', titleParam: 'name' }),
  page({ name: 'mosaic-edit', path: '/mosaic/:id/edit', title: 'mosaic', header: 'mosaic', titleParam: 'name' }),
  page({
    name: 'admin-stats',
    path: '/administration/stats',
    title: 'statistics',
    access: 'admin',
    tabs: 'administration',
  }),
  page({
    name: 'admin-config',
    path: '/administration/config',
    title: 'configuration',
    access: 'admin',
    tabs: 'administration',
  }),
  page({ name: 'admin-users', path: '/administration/users', title: 'users', access: 'admin', tabs: 'administration' }),
  page({
    name: 'admin-cluster',
    path: '/administration/cluster',
    title: 'cluster',
    access: 'admin',
    tabs: 'administration',
  }),
  page({
    name: 'admin-license',
    path: '/administration/license',
    title: 'license',
    access: 'admin',
    tabs: 'administration',
  }),
  page({
    name: 'admin-server-debug',
    path: '/administration/server-debug',
    title: 'serverDebug',
    access: 'admin',
    tabs: 'administration',
  }),
  page({
    name: 'admin-tunnel',
    path: '/administration/tunnel',
    title: 'tunnel',
    access: 'admin',
    tabs: 'administration',
  }),
  page({
    name: 'admin-audit-logs',
    path: '/administration/audit-logs',
    title: 'auditLogs',
    access: 'admin',
    tabs: 'administration',
  }),
  page({ name: 'bookmarks', path: '/bookmarks', title: 'bookmarks' }),
  page({ name: 'events', path: '/events', title: 'events' }),
  page({ name: 'exports', path: '/exports', title: 'exports' }),
  // Before any /exports/:id page: "verify" is not an export's id.
  page({ name: 'exports-verify', path: '/exports/verify', title: 'verifyExport' }),
  page({ name: 'help', path: '/help', title: 'help' }),
  // A share link's page: for anyone holding the link, signed in or not, without the console around it.
  page({ name: 'watch', path: '/watch/:uid', title: 'watch', access: 'any', ...bare, titleParam: 'uid' }),
  // A clip link's page: a case export's clips for anyone holding the link, drawn without antd.
  page({ name: 'clip', path: '/clip/:token', title: 'clip', access: 'any', ...signedOut }),
  // A case export's package: its manifest, download and clip links.
  page({ name: 'export-package', path: '/exports/:id', title: 'exportPackage' }),
  page({ name: 'not-found', path: '*', title: 'notFound', access: 'any', remember: false }),
] as const satisfies readonly PageRoute[];

export type PageName = (typeof pageRoutes)[number]['name'];

export const redirectRoutes: readonly RedirectRoute[] = [
  { name: 'root', path: '/', redirectTo: 'streams' },
  { name: 'profile', path: '/profile/me', redirectTo: 'profile-info' },
  { name: 'user', path: '/user/:login', redirectTo: 'user-info' },
  { name: 'stream', path: '/stream/:uid', redirectTo: 'stream-info' },
  { name: 'administration', path: '/administration', redirectTo: 'admin-stats' },
  // The old address of the license page.
  { name: 'license', path: '/license', redirectTo: 'admin-license' },
];

const byName = new Map<string, PageRoute>(pageRoutes.map((r) => [r.name, r]));

export function routeByName(name: string): PageRoute | undefined {
  return byName.get(name);
}

/** Builds the path of a named page; params are URI-encoded. Throws for an unknown name or a missing param. */
export function pathTo(name: PageName, params: Record<string, string> = {}): string {
  const route = byName.get(name);
  if (!route || route.path === '*') throw new Error(`no route named ${name}`);
  return route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(value);
  });
}

/** The params a route's path names, e.g. ['uid'] for /stream/:uid/info. */
export function paramNames(route: Pick<PageRoute, 'path'>): string[] {
  return [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
}

/** Page tabs of a group, in order (the left toolbar shows them). */
export function tabsOf(group: TabGroup): PageRoute[] {
  return pageRoutes.filter((r) => r.tabs === group);
}

export function documentTitle(parts: { pageTitle: string; param?: string | undefined; appTitle: string }): string {
  return [parts.pageTitle, parts.param, parts.appTitle].filter((p) => p && p.trim()).join(' · ');
}

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The page route a pathname (without the /ui base) shows, with its decoded params; not-found for anything else. */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of pageRoutes) {
    if (route.path === '*') continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      const decoded = safeDecode(segment);
      if (decoded === null || decoded === '') return false;
      params[part.slice(1)] = decoded;
      return true;
    });
    if (ok) return { route, params };
  }
  return { route: routeByName('not-found') as PageRoute, params: {} };
}

/**
 * The history state of an address whose page is not found although its path is
 * known (a GET for what it shows answered 404): the not-found page shows there,
 * at the address the user typed, as it does for an unknown path.
 */
export const notFoundState = { notFound: true } as const;

export function isNotFoundState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { notFound?: unknown }).notFound === true;
}

/** The page a location shows: its path's route, or not-found when its history state says so. */
export function matchLocation(pathname: string, state: unknown): RouteMatch {
  return isNotFoundState(state) ? { route: routeByName('not-found') as PageRoute, params: {} } : matchRoute(pathname);
}
