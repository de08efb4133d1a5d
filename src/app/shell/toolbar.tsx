import {
  AppstoreOutlined,
  BorderOuterOutlined,
  BarChartOutlined,
  BugOutlined,
  ClusterOutlined,
  FileProtectOutlined,
  EditOutlined,
  FileSearchOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LockOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  ApartmentOutlined,
  AlertOutlined,
  UserOutlined,
  LaptopOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { pathTo, tabsOf, type PageName, type PageRoute } from '@/shared/routing';

/** One entry of the left toolbar: label, icon, link (route name and params), disabled flag. */
export interface ToolbarItem {
  key: string;
  label: string;
  icon: ReactNode;
  path: string;
  disabled?: boolean;
}

const tabIcons: Partial<Record<PageName, ReactNode>> = {
  'profile-info': <UserOutlined aria-hidden />,
  'profile-edit': <EditOutlined aria-hidden />,
  'profile-tokens': <KeyOutlined aria-hidden />,
  'profile-sessions': <LaptopOutlined aria-hidden />,
  'profile-security': <SafetyOutlined aria-hidden />,
  'user-info': <UserOutlined aria-hidden />,
  'user-edit': <EditOutlined aria-hidden />,
  'user-permission': <LockOutlined aria-hidden />,
  'user-sessions': <LaptopOutlined aria-hidden />,
  'stream-info': <InfoCircleOutlined aria-hidden />,
  'stream-setting': <SettingOutlined aria-hidden />,
  'stream-permission': <LockOutlined aria-hidden />,
  'stream-debug': <BugOutlined aria-hidden />,
  'admin-stats': <BarChartOutlined aria-hidden />,
  'admin-config': <SettingOutlined aria-hidden />,
  'admin-users': <TeamOutlined aria-hidden />,
  'admin-cluster': <ClusterOutlined aria-hidden />,
  'admin-license': <SafetyCertificateOutlined aria-hidden />,
  'admin-server-debug': <FileSearchOutlined aria-hidden />,
  'admin-tunnel': <ApartmentOutlined aria-hidden />,
  'admin-audit-logs': <FileProtectOutlined aria-hidden />,
};

/**
 * docs/console.md#screens-and-routes, the left toolbar: All streams; Mosaics (ours); Events; Exports; Add stream (not for read-only); then
 * the page tabs of the current page's group (stream, user, profile, administration).
 * A tab the user may not use is there but disabled: stream permissions for all
 * but administrators, stream debug (the stream's log) for those who only view
 * the stream (`canManageStream` false, once the stream is known).
 */
export function toolbarItems(input: {
  t: TFunction;
  canAddStream: boolean;
  isAdmin: boolean;
  route: PageRoute;
  params: Record<string, string>;
  canManageStream?: boolean | undefined;
}): ToolbarItem[] {
  const { t, route, params } = input;
  const items: ToolbarItem[] = [
    {
      key: 'streams',
      label: t('shell:toolbar.allStreams'),
      icon: <AppstoreOutlined aria-hidden />,
      path: pathTo('streams'),
    },
  ];
  // Not in SPEC's toolbar list: without it the mosaics could only be reached by their address.
  items.push({
    key: 'mosaics',
    label: t('shell:toolbar.mosaics'),
    icon: <BorderOuterOutlined aria-hidden />,
    path: pathTo('mosaics'),
  });
  // Every signed-in user may view streams (those granted), so every one has their events.
  items.push({
    key: 'events',
    label: t('shell:toolbar.events'),
    icon: <AlertOutlined aria-hidden />,
    path: pathTo('events'),
  });
  // Every signed-in user may export what they may view (docs/exports.md#in-the-console).
  items.push({
    key: 'exports',
    label: t('shell:toolbar.exports'),
    icon: <FileProtectOutlined aria-hidden />,
    path: pathTo('exports'),
  });
  if (input.canAddStream) {
    items.push({
      key: 'add-stream',
      label: t('shell:toolbar.addStream'),
      icon: <PlusOutlined aria-hidden />,
      path: pathTo('add-stream'),
    });
  }
  if (route.tabs) {
    for (const tab of tabsOf(route.tabs)) {
      const name = tab.name as PageName;
      items.push({
        key: name,
        // A tab with a label of its own (shell:tabs by page name: two profile pages share a title), or a
        // title too long for the side panel (shell:tabs by title); the others are their title.
        label: t([`shell:tabs.${name}`, `shell:tabs.${tab.title}`, `titles:${tab.title}`]),
        icon: tabIcons[name],
        path: pathTo(name, params),
        disabled:
          (name === 'stream-permission' && !input.isAdmin) ||
          (name === 'stream-debug' && input.canManageStream === false),
      });
    }
  }
  return items;
}
