import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SearchReply } from '../../../server/contract/schemas/search';
import { CommandPalette } from '../../../src/features/search/components/command-palette';
import { withPhoneWidth, withRouter, withSeededQueries } from '../../decorators';

const found: SearchReply = {
  items: [
    {
      kind: 'stream',
      id: 'cam-gate-1',
      name: 'Gate',
      rank: 'exact',
      matched: 'name',
      tags: ['entrance'],
      location: 'North yard',
      status: 'running',
    },
    {
      kind: 'stream',
      id: 'cam-gate-2',
      name: 'North gate <img src=x onerror=alert(1)>',
      rank: 'word',
      matched: 'name',
      tags: ['entrance', 'parking'],
      location: '',
      status: 'failed',
    },
    { kind: 'mosaic', id: 'm1', name: 'Gates wall', rank: 'prefix', matched: 'name', shared: true, owner: 'admin' },
    {
      kind: 'user',
      id: 'olga',
      name: 'Olga Gatekeeper',
      login: 'olga',
      fullName: 'Olga Gatekeeper',
      rank: 'word',
      matched: 'fullName',
    },
  ],
};

// The palette's search answer, as the server would give it for "gate": nothing reaches the network.
const seeded = withSeededQueries((client) => {
  client.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
  client.setQueryData(['search', 'gate'], found);
});

/** The command palette (Ctrl+K, or the header's search button): streams, mosaics, users, pages, commands. */
const meta = {
  title: 'Features/Search/Command palette',
  component: CommandPalette,
  decorators: [withRouter, seeded],
  parameters: { path: '/stream/cam-gate-1/view' },
  args: {
    open: true,
    mac: false,
    login: 'admin',
    isAdmin: true,
    readOnly: false,
    theme: 'light',
    language: 'en',
    initialText: 'gate',
    onClose: () => undefined,
    onTheme: () => undefined,
    onLanguage: () => undefined,
    onLogout: () => undefined,
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What "gate" finds for an administrator, grouped by kind, the best group first. */
export const Found: Story = {};
export const FoundDark: Story = { globals: { theme: 'dark' } };
export const FoundRussian: Story = { globals: { language: 'ru' }, args: { language: 'ru' } };

/** Opened empty: the commands (no recent choice in this browser yet). */
export const Empty: Story = { args: { initialText: '' } };
export const EmptyDark: Story = { args: { initialText: '' }, globals: { theme: 'dark' } };

/** A read-only user: no Add stream among the commands. */
export const ReadOnly: Story = { args: { initialText: '', isAdmin: false, readOnly: true, login: 'rita' } };

/** At phone width (390 px) the palette takes the width. */
export const OnPhone: Story = { decorators: [withPhoneWidth] };
