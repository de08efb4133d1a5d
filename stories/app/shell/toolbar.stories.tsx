import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canAddStream } from '../../../src/app/logic/menus';
import { toolbarItems } from '../../../src/app/shell/toolbar';
import { matchRoute } from '../../../src/shared/routing';
import { withRouter } from '../../decorators';

/** The left toolbar of the page at `path`, drawn as the side panel draws it (a menu of links). */
function Toolbar({ path, isReadOnly, isAdmin }: { path: string; isReadOnly: boolean; isAdmin: boolean }) {
  const { t } = useTranslation(['shell', 'titles']);
  const { route, params } = matchRoute(path);
  const items = toolbarItems({ t, canAddStream: canAddStream({ isReadOnly }), isAdmin, route, params });
  return (
    <Menu
      mode="inline"
      style={{ width: 220 }}
      selectedKeys={[route.name]}
      items={items.map((item) => ({
        key: item.key,
        icon: item.icon,
        disabled: item.disabled,
        label: item.disabled ? item.label : <Link to={item.path}>{item.label}</Link>,
      }))}
    />
  );
}

/** docs/console.md#screens-and-routes: All streams, Add stream (not for read-only), then the page's tabs. */
const meta = {
  title: 'App/Shell/Toolbar',
  component: Toolbar,
  decorators: [withRouter],
  args: { path: '/stream/cam-1/info', isReadOnly: false, isAdmin: true },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stream tabs as an administrator sees them. */
export const StreamTabs: Story = {};

export const StreamTabsDark: Story = { globals: { theme: 'dark' } };

/** A read-only user: no Add stream, and stream permissions are for administrators. */
export const StreamTabsReadOnly: Story = { args: { isReadOnly: true, isAdmin: false } };

export const StreamTabsReadOnlyDark: Story = { ...StreamTabsReadOnly, globals: { theme: 'dark' } };

export const AdministrationTabs: Story = { args: { path: '/administration/license' } };

export const AdministrationTabsDark: Story = { ...AdministrationTabs, globals: { theme: 'dark' } };

/** The toolbar only receives the read-only flag; this shows it without Add stream. */
export const AdministrationTabsReadOnly: Story = {
  args: { path: '/administration/license', isReadOnly: true, isAdmin: false },
};

export const AdministrationTabsReadOnlyDark: Story = { ...AdministrationTabsReadOnly, globals: { theme: 'dark' } };

/** All streams: no page tabs. */
export const AllStreams: Story = { args: { path: '/streams' } };
