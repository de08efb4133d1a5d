import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AuditLogEntry } from '../../../server/contract/index';
import { AuditFiltersBar } from '../../../src/features/admin/audit/components/audit-filters';
import { AuditTable } from '../../../src/features/admin/audit/components/audit-table';
import { noFilters } from '../../../src/features/admin/audit/logic/audit-query';
import { ApiError } from '../../../src/shared/http/api-error';
import { withPhoneWidth } from '../../decorators';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute, 7)).toISOString();

/** The server's order: newest first; one of each outcome, an anonymous refusal, an action the console does not know. */
const entries: AuditLogEntry[] = [
  {
    id: '1208',
    time: at(42),
    actor: null,
    address: '203.0.113.7',
    action: 'access.unauthenticated',
    target: 'GET /v1/streams',
    outcome: 'denied',
    details: { code: 'NotAuthorized' },
  },
  {
    id: '1207',
    time: at(40),
    actor: 'olga',
    address: '192.0.2.10',
    action: 'archive.download',
    target: 'north-gate',
    outcome: 'success',
    details: { from: '2026-11-22T08:00:00.000Z', to: '2026-11-22T08:05:00.000Z', bytes: 18_554_112 },
  },
  {
    id: '1206',
    time: at(31),
    actor: 'ada',
    address: '192.0.2.4',
    action: 'user.block',
    target: 'mallory',
    outcome: 'success',
    details: { sessionsEnded: 2 },
  },
  {
    id: '1205',
    time: at(30),
    actor: 'mallory',
    address: '198.51.100.23',
    action: 'auth.sign-in',
    target: 'mallory',
    outcome: 'failure',
    details: {},
  },
  {
    id: '1204',
    time: at(12),
    actor: 'rita',
    address: '192.0.2.11',
    action: 'access.denied',
    target: 'POST /v1/stream',
    outcome: 'denied',
    details: { code: 'Forbidden' },
  },
  {
    id: '1203',
    time: at(3),
    actor: 'ada',
    address: '192.0.2.4',
    action: 'cluster.drain',
    target: 'node-2',
    outcome: 'success',
    details: {},
  },
];

/** docs/console.md#screens-and-routes /administration/audit-logs: the filters above the log, a page of it from the server. */
const meta = {
  title: 'Features/Admin/Audit table',
  component: AuditTable,
  args: {
    entries,
    total: 1208,
    page: 1,
    pageSize: 50,
    loading: false,
    error: null,
    onRetry: fn(),
    onPage: fn(),
    empty: 'Nothing has been recorded yet',
  },
  render: (args) => (
    <>
      <AuditFiltersBar filters={{ ...noFilters, action: 'auth.' }} onChange={fn()} />
      <AuditTable {...args} />
    </>
  ),
} satisfies Meta<typeof AuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};

export const ListedDark: Story = { globals: { theme: 'dark' } };

export const ListedRussian: Story = { globals: { language: 'ru' } };

/** On a phone: the filters wrap, the table scrolls inside its own box. */
export const Phone: Story = {
  decorators: [withPhoneWidth],
};

/** The first load: the spinner alone, no claim that the log is empty. */
export const Loading: Story = { args: { entries: undefined, loading: true } };

export const Empty: Story = { args: { entries: [], total: 0, empty: 'No entries match these filters' } };

/** Switched off in the configuration: the catalogue's message and a retry in the table's place. */
export const Disabled: Story = {
  args: { entries: undefined, error: new ApiError(403, 'AuditLogsDisabled', 'Audit logs are disabled') },
};

export const DisabledDark: Story = { ...Disabled, globals: { theme: 'dark' } };
