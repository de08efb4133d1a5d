import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Session } from '../../../server/contract/index';
import { SessionsTable } from '../../../src/features/people/components/sessions-table';
import { ApiError } from '../../../src/shared/http/api-error';

const session = (id: string, userAgent: string, address: string, lastSeen: string, current = false): Session => ({
  id,
  userAgent,
  address,
  lastSeenTime: lastSeen,
  createdTime: '2026-01-05T09:00:00.000Z',
  current,
});

/** The server's order: newest last seen first; this browser's session marked. */
const sessions: Session[] = [
  session(
    's-1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    '192.0.2.10',
    '2026-01-07T12:30:00.000Z',
    true,
  ),
  session(
    's-2',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    '203.0.113.7',
    '2026-01-07T08:15:00.000Z',
  ),
  session(
    's-3',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    '2001:db8::42',
    '2026-01-06T19:02:00.000Z',
  ),
  session('s-4', 'curl/8.5.0', '198.51.100.23', '2026-01-06T07:45:00.000Z'),
  session('s-5', '', '198.51.100.24', '2026-01-05T09:00:00.000Z'),
];

/** docs/console.md#screens-and-routes /profile/me/sessions and /user/:login/sessions: where from, which browser, when; end one. */
const meta = {
  title: 'Features/People/Sessions table',
  component: SessionsTable,
  args: {
    sessions,
    loading: false,
    error: null,
    onRetry: fn(),
    onEnd: fn(),
    ending: null,
  },
} satisfies Meta<typeof SessionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Browsers by name and system, a tool by its first word, an empty agent as unknown. */
export const Listed: Story = {};

export const ListedDark: Story = { globals: { theme: 'dark' } };

export const ListedRussian: Story = { globals: { language: 'ru' } };

/** Ending the session from 203.0.113.7: its button spins. */
export const Ending: Story = { args: { ending: 's-2' } };

/** The first load: the spinner alone, no claim that the list is empty. */
export const Loading: Story = { args: { sessions: undefined, loading: true } };

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** Only this session. */
export const OnlyThis: Story = { args: { sessions: sessions.slice(0, 1) } };

export const Empty: Story = { args: { sessions: [] } };

/** The list could not be loaded: the catalogue's message and a retry in the table's place. */
export const Failed: Story = {
  args: { sessions: undefined, error: new ApiError(503, 'Unavailable', 'Unavailable') },
};

export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } };

export const FailedRussian: Story = { ...Failed, globals: { language: 'ru' } };
