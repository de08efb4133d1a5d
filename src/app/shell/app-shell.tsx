import { ProLayout } from '@ant-design/pro-components';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SearchLauncher } from '@/features/search';
import { useStream } from '@/features/streams';
import { useRouteMatch } from '@/shared/routing';
import { isEnterprise, isReadOnlyUser, useSessionStore } from '@/shared/session/session-store';
import { canAddStream, isMobileApp, userMenuEntries } from '../logic/menus';
import { SIDE_PANEL_WIDTH } from '../logic/side-panel';
import { useLanguage, useThemeName, useThemePreference } from '@/shared/preferences/use-preferences';
import { useUiStore } from '@/shared/preferences/ui-store';
import { useShellExtras } from '@/shared/ui/shell-hold';
import { Banners } from './banners';
import { AddStreamButton, HeaderCenter, HeaderStart } from './header-parts';
import { toolbarItems } from './toolbar';
import { useHealth } from './use-health';
import { useShellActions } from './use-shell-actions';
import { useScrollPadding } from './use-scroll-padding';
import { useSidePanel } from './use-side-panel';
import { HEADER_HEIGHT } from './header-height';
import { StepUpHost } from './step-up-host';
import { UserMenu } from './user-menu';
import { useUpdateNotice } from './use-update-notice';
import './app-shell.css';

/** Watches the user's unfinished exports, to say when each is done: loaded after the first screen, never in it. */
const ExportWatch = lazy(() =>
  import('@/features/exports/pages/export-watch').then((m) => ({ default: m.ExportWatch })),
);

/** Says when something moves on a stream the user follows: loaded after the first screen, never in it. */
const FollowWatch = lazy(() =>
  import('@/features/following/pages/follow-watch').then((m) => ({ default: m.FollowWatch })),
);

const MENU = { locale: false };
/** As an overlay, the closed side panel takes no room (no icon rail). */
const OVERLAY_MENU = { locale: false, collapsedWidth: 0 };
const LAYOUT_TOKEN = { header: { heightLayoutHeader: HEADER_HEIGHT } };
/** What the browser keeps clear at the top when it scrolls a field into view: the header and a label's room. */
const SCROLL_PADDING = HEADER_HEIGHT + 40;

/** The signed-in shell on ProLayout: header, user menu, left toolbar in the side panel, banners. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shell', 'titles']);
  const match = useRouteMatch();
  const { pathname } = useLocation();
  const settings = useSessionStore((s) => s.settings);
  const user = useSessionStore((s) => s.user);
  const panel = useSidePanel();
  const { open, setOpen } = panel;
  const themePreference = useThemePreference();
  const setTheme = useUiStore((s) => s.setTheme);
  const themeName = useThemeName();
  const language = useLanguage();
  const { logout, setLanguage } = useShellActions();
  const health = useHealth(user !== null);
  useScrollPadding(SCROLL_PADDING);

  const readOnly = isReadOnlyUser(user);
  const isAdmin = user?.isAdmin ?? false;
  const update = useUpdateNotice(isAdmin);
  const menuContext = {
    isAdmin,
    isReadOnly: readOnly,
    isEnterprise: isEnterprise(settings),
    serverSwitcher: settings?.features.serverSwitcher ?? false,
    mobileApp: isMobileApp(navigator.userAgent),
    documentationUrl: settings?.links.documentation ?? null,
    pricingUrl: settings?.links.pricing ?? null,
  };
  const addStream = canAddStream(menuContext);
  // The stream tabs follow what the user may do with the stream (the header asks for it; this shares that answer).
  const streamTabs = match.route.tabs === 'stream';
  const tabStream = useStream(match.params.uid ?? '', { ask: streamTabs }).data;
  const canManageStream = streamTabs ? tabStream?.meta.canManage : undefined;
  // On a cold load of the player its first picture comes first; the header's actions and the menu follow.
  const extras = useShellExtras(match.route.name === 'stream-view');
  // ProLayout recomputes its menu whenever `route` or `menu` is a new object: keep them while nothing in them changes.
  const route = useMemo(() => {
    const items = extras
      ? toolbarItems({ t, canAddStream: addStream, isAdmin, route: match.route, params: match.params, canManageStream })
      : [];
    return {
      path: '/',
      children: items.map((i) => ({ path: i.path, name: i.label, icon: i.icon, key: i.key, disabled: i.disabled })),
    };
  }, [t, addStream, isAdmin, match, extras, canManageStream]);
  const appTitle = settings?.appTitle ?? 'Vigil';

  return (
    <ProLayout
      layout="mix"
      fixedHeader
      token={LAYOUT_TOKEN}
      // Each page keeps its own 24 px gap; ProLayout's content padding (32 and 40 px) would add a band.
      contentStyle={{ padding: 0 }}
      className={`vigil-shell vigil-shell-${panel.mode}${panel.small ? ' vigil-shell-small' : ''}`}
      fixSiderbar
      disableMobile
      // The panel follows the mode (use-side-panel), never the window's width on its own.
      breakpoint={false}
      siderWidth={SIDE_PANEL_WIDTH}
      collapsed={!open}
      onCollapse={(collapsed) => setOpen(!collapsed)}
      collapsedButtonRender={false}
      pageTitleRender={false}
      breadcrumbRender={false}
      footerRender={false}
      menu={panel.mode === 'overlay' ? OVERLAY_MENU : MENU}
      location={{ pathname }}
      route={route}
      menuItemRender={(item, dom) => (item.disabled || !item.path ? dom : <Link to={item.path}>{dom}</Link>)}
      headerTitleRender={() => (
        <HeaderStart
          open={open}
          onToggle={() => setOpen(!open)}
          appLogo={settings?.appLogo ?? null}
          appTitle={appTitle}
          dark={themeName === 'dark'}
        />
      )}
      headerContentRender={() => <HeaderCenter match={match} title={t(`titles:${match.route.title}`)} />}
      actionsRender={() =>
        extras && [
          <SearchLauncher
            key="search"
            login={user?.name ?? ''}
            isAdmin={isAdmin}
            readOnly={readOnly}
            theme={themePreference}
            language={language}
            onTheme={setTheme}
            onLanguage={(l) => void setLanguage(l)}
            onLogout={() => void logout()}
          />,
          !readOnly && <AddStreamButton key="add" />,
          <UserMenu
            key="user"
            userName={user?.fullName || user?.name || ''}
            entries={userMenuEntries(menuContext)}
            version={settings?.version ?? ''}
            documentationUrl={menuContext.documentationUrl}
            pricingUrl={menuContext.pricingUrl}
            theme={themePreference}
            language={language}
            onTheme={setTheme}
            onLanguage={(l) => void setLanguage(l)}
            onLogout={() => void logout()}
            update={update}
          />,
        ]
      }
    >
      <Banners
        warnings={health.data?.warnings ?? []}
        isLicenseExpired={settings?.isLicenseExpired ?? false}
        pricingUrl={menuContext.pricingUrl}
      />
      {children}
      <StepUpHost />
      {extras && user && (
        <Suspense fallback={null}>
          <ExportWatch />
          <FollowWatch />
        </Suspense>
      )}
    </ProLayout>
  );
}
