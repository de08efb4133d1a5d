import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Passkey } from '../../../server/contract/index';
import { PasskeysTable } from '../../../src/features/people/components/passkeys-table';
import { ApiError } from '../../../src/shared/http/api-error';
import { withPhoneWidth } from '../../decorators';

const passkeys: Passkey[] = [
  { id: 1, name: 'Work laptop', createdTime: '2026-01-05T09:00:00.000Z', lastUsedTime: '2026-01-07T12:30:00.000Z' },
  { id: 2, name: 'Phone', createdTime: '2026-01-06T19:02:00.000Z', lastUsedTime: null },
];

/** docs/people.md#passkeys: the Security tab's passkeys; rename, and delete with confirmation. */
const meta = {
  title: 'Features/People/Passkeys table',
  component: PasskeysTable,
  args: { passkeys, loading: false, error: null, onRetry: fn(), onRename: fn(), onDelete: fn(), deleting: null },
} satisfies Meta<typeof PasskeysTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One used, one not used yet. */
export const Listed: Story = {};

export const ListedDark: Story = { globals: { theme: 'dark' } };

export const ListedRussian: Story = { globals: { language: 'ru' } };

/** On a phone: the table scrolls sideways inside the page. */
export const ListedPhone: Story = { decorators: [withPhoneWidth] };

/** Deleting "Phone": its button spins. */
export const Deleting: Story = { args: { deleting: 2 } };

export const Empty: Story = { args: { passkeys: [] } };

export const Failed: Story = {
  args: { passkeys: undefined, error: new ApiError(503, 'Unavailable', 'Unavailable') },
};
