import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '@/shared/routing';

type Page = LazyExoticComponent<ComponentType>;

const pending = lazy(() => import('./pages/pending-page').then((m) => ({ default: m.PendingPage })));
const notFound = lazy(() => import('./pages/status-page').then((m) => ({ default: m.NotFoundPage })));
const signIn = lazy(() => import('@/features/auth/pages/sign-in-page').then((m) => ({ default: m.SignInPage })));
const recover = lazy(() =>
  import('@/features/auth/pages/recover-password-page').then((m) => ({ default: m.RecoverPasswordPage })),
);
const init = lazy(() => import('@/features/auth/pages/init-page').then((m) => ({ default: m.InitPage })));

const streams = lazy(() => import('@/features/streams/pages/streams-page').then((m) => ({ default: m.StreamsPage })));
const addStream = lazy(() =>
  import('@/features/streams/pages/add-stream-page').then((m) => ({ default: m.AddStreamPage })),
);
const streamInfo = lazy(() =>
  import('@/features/streams/pages/stream-info-page').then((m) => ({ default: m.StreamInfoPage })),
);
const streamSetting = lazy(() =>
  import('@/features/streams/pages/stream-setting-page').then((m) => ({ default: m.StreamSettingPage })),
);
const streamPermission = lazy(() =>
  import('@/features/streams/pages/stream-permission-page').then((m) => ({ default: m.StreamPermissionPage })),
);
const streamView = lazy(() =>
  import('@/features/player/pages/stream-view-page').then((m) => ({ default: m.StreamViewPage })),
);
const streamDebug = lazy(() =>
  import('@/features/streams/pages/stream-debug-page').then((m) => ({ default: m.StreamDebugPage })),
);

/**
 * The page of every route of the table (shared/routing), loaded on demand.
 * A page a later release fills shows its title and an empty state.
 */
export const pages: Record<PageName, Page> = {
  streams: streams,
  mosaics: pending,
  auth: signIn,
  'recover-password': recover,
  init,
  'profile-info': pending,
  'profile-edit': pending,
  'profile-tokens': pending,
  'profile-sessions': pending,
  'user-add': pending,
  'user-info': pending,
  'user-edit': pending,
  'user-permission': pending,
  'user-sessions': pending,
  'stream-view': streamView,
  'stream-info': streamInfo,
  'stream-setting': streamSetting,
  'stream-permission': streamPermission,
  'stream-debug': streamDebug,
  'add-stream': addStream,
  'create-mosaic': pending,
  mosaic: pending,
  'mosaic-edit': pending,
  'admin-stats': pending,
  'admin-config': pending,
  'admin-users': pending,
  'admin-cluster': pending,
  'admin-license': pending,
  'admin-server-debug': pending,
  'admin-tunnel': pending,
  'admin-audit-logs': pending,
  bookmarks: pending,
  help: pending,
  'not-found': notFound,
};
