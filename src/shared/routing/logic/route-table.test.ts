import { describe, expect, it } from 'vitest';
import { documentTitle, pageRoutes, pathTo, redirectRoutes, routeByName, tabsOf } from './route-table';

describe('route table', () => {
  it('has every page of the spec with a unique name and path', () => {
    const names = pageRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/streams',
      '/mosaics',
      '/auth',
      '/recover-password',
      '/init',
      '/add-stream',
      '/create-mosaic',
      '/bookmarks',
      '/events',
      '/help',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('redirects as the spec says', () => {
    const to = Object.fromEntries(redirectRoutes.map((r) => [r.path, r.redirectTo]));
    expect(to).toEqual({
      '/': 'streams',
      '/profile/me': 'profile-info',
      '/user/:login': 'user-info',
      '/stream/:uid': 'stream-info',
      '/administration': 'admin-stats',
      '/license': 'admin-license',
    });
    for (const target of Object.values(to)) expect(routeByName(target)).toBeDefined();
  });

  it('shows no header title on administration paths and on add-user', () => {
    const noTitle = pageRoutes.filter((r) => r.header === 'none' && r.chrome).map((r) => r.name);
    expect(noTitle).toEqual(expect.arrayContaining(['user-add', 'admin-stats', 'admin-audit-logs']));
    expect(noTitle.every((n) => n === 'user-add' || routeByName(n)?.path.includes('administration'))).toBe(true);
  });

  it("keeps the chrome off auth, init, recover-password, a share link's page and a clip link's page only", () => {
    expect(pageRoutes.filter((r) => !r.chrome).map((r) => r.name)).toEqual([
      'auth',
      'recover-password',
      'init',
      'watch',
      'clip',
    ]);
  });

  it('draws the signed-out pages only without antd', () => {
    expect(pageRoutes.filter((r) => r.plain).map((r) => r.name)).toEqual(['auth', 'recover-password', 'init', 'clip']);
    expect(pageRoutes.filter((r) => r.plain).every((r) => !r.chrome && r.access !== 'user')).toBe(true);
  });

  it('builds encoded paths and refuses missing params', () => {
    expect(pathTo('stream-info', { uid: 'cam 1/../x' })).toBe('/stream/cam%201%2F..%2Fx/info');
    expect(() => pathTo('stream-info')).toThrow();
  });

  it('groups page tabs in order', () => {
    expect(tabsOf('stream').map((r) => r.name)).toEqual([
      'stream-info',
      'stream-setting',
      'stream-permission',
      'stream-debug',
    ]);
    expect(tabsOf('administration')).toHaveLength(8);
  });

  it('composes the document title', () => {
    expect(documentTitle({ pageTitle: 'Stream info', param: 'cam1', appTitle: 'Vigil' })).toBe(
      'Stream info · cam1 · Vigil',
    );
    expect(documentTitle({ pageTitle: 'Streams', appTitle: 'Vigil' })).toBe('Streams · Vigil');
  });
});

describe('matchRoute', () => {
  it('finds the page and decodes its params', async () => {
    const { matchRoute } = await import('./route-table');
    expect(matchRoute('/stream/cam%201/debug')).toMatchObject({
      route: { name: 'stream-debug' },
      params: { uid: 'cam 1' },
    });
    expect(matchRoute('/user/add').route.name).toBe('user-add');
    expect(matchRoute('/user/ada/sessions')).toMatchObject({
      route: { name: 'user-sessions' },
      params: { login: 'ada' },
    });
    expect(matchRoute('/mosaic/7/edit').route.name).toBe('mosaic-edit');
    expect(matchRoute('/streams/').route.name).toBe('streams');
  });

  it('answers not-found for unknown paths and broken encodings', async () => {
    const { matchRoute } = await import('./route-table');
    expect(matchRoute('/nowhere').route.name).toBe('not-found');
    expect(matchRoute('/stream/%E0%A4%A/info').route.name).toBe('not-found');
  });

  it('answers not-found for a known path whose history state says its page was not found', async () => {
    const { matchLocation, notFoundState } = await import('./route-table');
    expect(matchLocation('/stream/cam-1/info', notFoundState)).toEqual({
      route: expect.objectContaining({ name: 'not-found' }),
      params: {},
    });
    expect(matchLocation('/stream/cam-1/info', null)).toMatchObject({
      route: { name: 'stream-info' },
      params: { uid: 'cam-1' },
    });
    for (const state of [undefined, {}, { notFound: 'yes' }, 'notFound'])
      expect(matchLocation('/streams', state).route.name).toBe('streams');
  });
});
