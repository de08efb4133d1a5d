import {
  AppstoreOutlined,
  BarChartOutlined,
  BugOutlined,
  ClusterOutlined,
  EditOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LockOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  ApartmentOutlined,
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
  'profile-info': <UserOutlined />,
  'profile-edit': <EditOutlined />,
  'profile-tokens': <KeyOutlined />,
  'profile-sessions': <LaptopOutlined />,
  'user-info': <UserOutlined />,
  'user-edit': <EditOutlined />,
  'user-permission': <LockOutlined />,
  'user-sessions': <LaptopOutlined />,
  'stream-info': <InfoCircleOutlined />,
  'stream-setting': <SettingOutlined />,
  'stream-permission': <LockOutlined />,
  'stream-debug': <BugOutlined />,
  'admin-stats': <BarChartOutlined />,
  'admin-config': <SettingOutlined />,
  'admin-users': <TeamOutlined />,
  'admin-cluster': <ClusterOutlined />,
  'admin-license': <SafetyCertificateOutlined />,
  'admin-server-debug': <FileSearchOutlined />,
  'admin-tunnel': <ApartmentOutlined />,
  'admin-audit-logs': <FileProtectOutlined />,
};

/**
 * SPEC §2, the left toolbar: All streams; Add stream (not for read-only); then
 * the page tabs of the current page's group (stream, user, profile, administration).
 */
export function toolbarItems(input: {
  t: TFunction;
  canAddStream: boolean;
  isAdmin: boolean;
  route: PageRoute;
  params: Record<string, string>;
}): ToolbarItem[] {
  const { t, route, params } = input;
  const items: ToolbarItem[] = [
    { key: 'streams', label: t('shell:toolbar.allStreams'), icon: <AppstoreOutlined />, path: pathTo('streams') },
  ];
  if (input.canAddStream) {
    items.push({
      key: 'add-stream',
      label: t('shell:toolbar.addStream'),
      icon: <PlusOutlined />,
      path: pathTo('add-stream'),
    });
  }
  if (route.tabs) {
    for (const tab of tabsOf(route.tabs)) {
      const name = tab.name as PageName;
      items.push({
        key: name,
        label: t(`titles:${tab.title}`),
        icon: tabIcons[name],
        path: pathTo(name, params),
        // Stream permissions are managed by administrators only.
        disabled: name === 'stream-permission' && !input.isAdmin,
      });
    }
  }
  return items;
}
