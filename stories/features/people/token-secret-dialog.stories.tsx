import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CreatedToken } from '../../../server/contract/index';
import { TokenSecretDialog } from '../../../src/features/people/components/token-secret-dialog';

const token: CreatedToken = {
  id: 'tok-1',
  name: 'backup script',
  expireTime: '2026-04-05T09:00:00.000Z',
  createdTime: '2026-01-05T09:00:00.000Z',
  lastUsedTime: null,
  secret: 'vgl_4f9c2d7e1a8b6053c1d2e3f4a5b6c7d8',
};

/** docs/console.md#screens-and-routes /profile/me/tokens: a new token's secret, shown this once with a copy button and the warning. */
const meta = {
  title: 'Features/People/Token secret dialog',
  component: TokenSecretDialog,
  args: { token, onClose: fn() },
} satisfies Meta<typeof TokenSecretDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog opens over the page (a portal): the secret read-only, the warning above it. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('textbox', { name: 'Token secret' })).toHaveValue(token.secret);
    await expect(page.getByText('Copy the token now: it will not be shown again.')).toBeVisible();
  },
};

export const ShownDark: Story = { ...Shown, globals: { theme: 'dark' } };

export const ShownRussian: Story = { globals: { language: 'ru' } };

/** A long name and secret: the title wraps, the secret scrolls inside its field. */
export const LongName: Story = {
  args: {
    token: {
      ...token,
      name: 'nightly export of the archive to the backup server in the second building',
      secret: `vgl_${'9f'.repeat(40)}`,
    },
  },
};
