import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userMenuEntries, type MenuContext } from '../../../src/app/logic/menus';
import { UserMenu } from '../../../src/app/shell/user-menu';
import { links, settingsFor, users } from '../../../src/test/fixtures';
import { withRouter } from '../../decorators';

const settings = settingsFor(null);

/** The entries a user sees, decided by the same function the shell uses. */
function entriesFor(context: Partial<MenuContext>) {
  return userMenuEntries({
    isAdmin: false,
    isReadOnly: false,
    isEnterprise: false,
    serverSwitcher: false,
    mobileApp: false,
    documentationUrl: links.documentation,
    pricingUrl: links.pricing,
    ...context,
  });
}

/** docs/console.md#screens-and-routes: the user menu; open it with the button. */
const meta = {
  title: 'App/Shell/User menu',
  component: UserMenu,
  decorators: [withRouter],
  args: {
    userName: users.user.fullName,
    entries: entriesFor({}),
    version: settings.version,
    documentationUrl: links.documentation,
    pricingUrl: links.pricing,
    theme: 'system',
    language: 'en',
    onTheme: fn(),
    onLanguage: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administration and API documentation are for administrators only. */
export const Admin: Story = {
  args: { userName: users.admin.fullName, entries: entriesFor({ isAdmin: true }) },
};

export const AdminDark: Story = { ...Admin, globals: { theme: 'dark' } };

/** The admin's menu, opened: every entry and the version. */
export const AdminOpen: Story = {
  ...Admin,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu');
    // The entries, then the version (which is not an action).
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(args.entries.length + 1);
    await expect(menu).toHaveTextContent(args.version);
  },
};

export const AdminOpenDark: Story = { ...AdminOpen, globals: { theme: 'dark' } };

export const OrdinaryUser: Story = {};

export const OrdinaryUserDark: Story = { globals: { theme: 'dark' } };

/** An enterprise server hides "More features"; no documentation link hides "Documentation". */
export const OrdinaryUserOnEnterprise: Story = {
  args: { entries: entriesFor({ isEnterprise: true, documentationUrl: null }), documentationUrl: null },
};

/** A read-only user: the same menu as an ordinary user (read-only only loses adding streams). */
export const ReadOnly: Story = {
  args: { userName: users.readOnly.fullName, entries: entriesFor({ isReadOnly: true }) },
};

export const ReadOnlyDark: Story = { ...ReadOnly, globals: { theme: 'dark' } };
