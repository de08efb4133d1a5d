import type { PageName } from '@/shared/routing';
import { lazyWithPreload, type PreloadableComponent } from '@/shared/ui/lazy-with-preload';

const notFound = lazyWithPreload(() => import('./pages/status-page').then((m) => ({ default: m.NotFoundPage })));
const signIn = lazyWithPreload(() =>
  import('@/features/auth/pages/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const recover = lazyWithPreload(() =>
  import('@/features/auth/pages/recover-password-page').then((m) => ({ default: m.RecoverPasswordPage })),
);
const init = lazyWithPreload(() => import('@/features/auth/pages/init-page').then((m) => ({ default: m.InitPage })));
const streams = lazyWithPreload(() =>
  import('@/features/streams/pages/streams-page').then((m) => ({ default: m.StreamsPage })),
);
const addStream = lazyWithPreload(() =>
  import('@/features/streams/pages/add-stream-page').then((m) => ({ default: m.AddStreamPage })),
);
const streamInfo = lazyWithPreload(() =>
  import('@/features/streams/pages/stream-info-page').then((m) => ({ default: m.StreamInfoPage })),
);
const streamSetting = lazyWithPreload(() =>
  import('@/features/streams/pages/stream-setting-page').then((m) => ({ default: m.StreamSettingPage })),
);
const streamPermission = lazyWithPreload(() =>
  import('@/features/streams/pages/stream-permission-page').then((m) => ({ default: m.StreamPermissionPage })),
);
const streamView = lazyWithPreload(() =>
  import('@/features/player/pages/stream-view-page').then((m) => ({ default: m.StreamViewPage })),
);
const sharedView = lazyWithPreload(() =>
  import('@/features/player/pages/shared-view-page').then((m) => ({ default: m.SharedViewPage })),
);
const clip = lazyWithPreload(() => import('@/features/exports/pages/clip-page').then((m) => ({ default: m.ClipPage })));
const exportPackage = lazyWithPreload(() =>
  import('@/features/exports/pages/export-package-page').then((m) => ({ default: m.ExportPackagePage })),
);
const serverDebug = lazyWithPreload(() =>
  import('@/features/admin/server-debug/pages/server-debug-page').then((m) => ({ default: m.ServerDebugPage })),
);
const adminStats = lazyWithPreload(() =>
  import('@/features/admin/stats/pages/stats-page').then((m) => ({ default: m.StatsPage })),
);
const streamDebug = lazyWithPreload(() =>
  import('@/features/streams/pages/stream-debug-page').then((m) => ({ default: m.StreamDebugPage })),
);

const profileInfo = lazyWithPreload(() =>
  import('@/features/people/pages/profile-info-page').then((m) => ({ default: m.ProfileInfoPage })),
);
const profileEdit = lazyWithPreload(() =>
  import('@/features/people/pages/profile-edit-page').then((m) => ({ default: m.ProfileEditPage })),
);
const profileTokens = lazyWithPreload(() =>
  import('@/features/people/pages/profile-tokens-page').then((m) => ({ default: m.ProfileTokensPage })),
);
const profileSecurity = lazyWithPreload(() =>
  import('@/features/people/pages/profile-security-page').then((m) => ({ default: m.ProfileSecurityPage })),
);
const profileSessions = lazyWithPreload(() =>
  import('@/features/people/pages/profile-sessions-page').then((m) => ({ default: m.ProfileSessionsPage })),
);
const adminConfig = lazyWithPreload(() =>
  import('@/features/admin/config/pages/config-page').then((m) => ({ default: m.ConfigPage })),
);
const adminLicense = lazyWithPreload(() =>
  import('@/features/admin/license/pages/license-page').then((m) => ({ default: m.LicensePage })),
);
const adminTunnel = lazyWithPreload(() =>
  import('@/features/admin/tunnel/pages/tunnel-page').then((m) => ({ default: m.TunnelPage })),
);
const users = lazyWithPreload(() =>
  import('@/features/people/pages/users-page').then((m) => ({ default: m.UsersPage })),
);
const userAdd = lazyWithPreload(() =>
  import('@/features/people/pages/user-add-page').then((m) => ({ default: m.UserAddPage })),
);
const userInfo = lazyWithPreload(() =>
  import('@/features/people/pages/user-info-page').then((m) => ({ default: m.UserInfoPage })),
);
const userEdit = lazyWithPreload(() =>
  import('@/features/people/pages/user-edit-page').then((m) => ({ default: m.UserEditPage })),
);
const userPermission = lazyWithPreload(() =>
  import('@/features/people/pages/user-permission-page').then((m) => ({ default: m.UserPermissionPage })),
);
const userSessions = lazyWithPreload(() =>
  import('@/features/people/pages/user-sessions-page').then((m) => ({ default: m.UserSessionsPage })),
);

const mosaicsList = lazyWithPreload(() =>
  import('@/features/mosaics/pages/mosaics-page').then((m) => ({ default: m.MosaicsPage })),
);
const createMosaic = lazyWithPreload(() =>
  import('@/features/mosaics/pages/create-mosaic-page').then((m) => ({ default: m.CreateMosaicPage })),
);
const mosaicWatch = lazyWithPreload(() =>
  import('@/features/mosaics/pages/mosaic-page').then((m) => ({ default: m.MosaicPage })),
);
const mosaicEdit = lazyWithPreload(() =>
  import('@/features/mosaics/pages/mosaic-edit-page').then((m) => ({ default: m.MosaicEditPage })),
);

const adminCluster = lazyWithPreload(() =>
  import('@/features/admin/cluster/pages/cluster-page').then((m) => ({ default: m.ClusterPage })),
);
const help = lazyWithPreload(() => import('@/features/help/pages/help-page').then((m) => ({ default: m.HelpPage })));
const bookmarks = lazyWithPreload(() =>
  import('@/features/bookmarks/pages/bookmarks-page').then((m) => ({ default: m.BookmarksPage })),
);
const events = lazyWithPreload(() =>
  import('@/features/events/pages/events-page').then((m) => ({ default: m.EventsPage })),
);
const exportsList = lazyWithPreload(() =>
  import('@/features/exports/pages/exports-page').then((m) => ({ default: m.ExportsPage })),
);
const exportsVerify = lazyWithPreload(() =>
  import('@/features/exports/pages/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const auditLogs = lazyWithPreload(() =>
  import('@/features/admin/audit/pages/audit-logs-page').then((m) => ({ default: m.AuditLogsPage })),
);

/**
 * The page of every route of the table (shared/routing), loaded on demand.
 * A page a later release fills shows its title and an empty state.
 */
export const pages: Record<PageName, PreloadableComponent> = {
  streams: streams,
  mosaics: mosaicsList,
  auth: signIn,
  'recover-password': recover,
  init,
  'profile-info': profileInfo,
  'profile-edit': profileEdit,
  'profile-tokens': profileTokens,
  'profile-sessions': profileSessions,
  'profile-security': profileSecurity,
  'user-add': userAdd,
  'user-info': userInfo,
  'user-edit': userEdit,
  'user-permission': userPermission,
  'user-sessions': userSessions,
  'stream-view': streamView,
  watch: sharedView,
  clip,
  'export-package': exportPackage,
  'stream-info': streamInfo,
  'stream-setting': streamSetting,
  'stream-permission': streamPermission,
  'stream-debug': streamDebug,
  'add-stream': addStream,
  'create-mosaic': createMosaic,
  mosaic: mosaicWatch,
  'mosaic-edit': mosaicEdit,
  'admin-stats': adminStats,
  'admin-config': adminConfig,
  'admin-users': users,
  'admin-cluster': adminCluster,
  'admin-license': adminLicense,
  'admin-server-debug': serverDebug,
  'admin-tunnel': adminTunnel,
  'admin-audit-logs': auditLogs,
  bookmarks,
  events,
  exports: exportsList,
  'exports-verify': exportsVerify,
  help,
  'not-found': notFound,
};

/**
 * Starts loading a page's code before React asks for it: at start-up the first
 * page's chunk downloads while the boot calls are on the way, instead of after them.
 * Settles (never rejects) when the code is in or failed to load.
 */
export function preloadPage(name: PageName): Promise<void> {
  return pages[name].preload().catch(() => undefined);
}
