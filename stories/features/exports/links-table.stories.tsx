import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ExportLink } from '../../../server/contract/schemas/export-link';
import { LinksTable } from '../../../src/features/exports/components/links-table';

const link = (over: Partial<ExportLink>): ExportLink => ({
  id: 'l1',
  createdTime: '2026-11-22T10:00:00.000Z',
  createdBy: 'operator',
  expiresAt: '2026-12-05T00:00:00.000Z',
  maxViews: 5,
  views: 2,
  hasPassword: true,
  revokedTime: null,
  state: 'active',
  ...over,
});

/** docs/exports.md#clip-links: a package's clip links, in each state. */
const meta = {
  title: 'Features/Exports/Clip links',
  component: LinksTable,
  args: {
    links: [
      link({}),
      link({ id: 'l2', state: 'usedUp', views: 5 }),
      link({ id: 'l3', state: 'expired', maxViews: null, hasPassword: false }),
      link({ id: 'l4', state: 'revoked', revokedTime: '2026-11-23T10:00:00.000Z' }),
    ],
    loading: false,
    error: null,
    onRetry: () => undefined,
    onRevoke: () => undefined,
    revoking: null,
  },
} satisfies Meta<typeof LinksTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Used up')).toBeVisible();
  },
};

export const Empty: Story = { args: { links: [] } };
