import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Export } from '../../../server/contract/index';
import { ExportsTable } from '../../../src/features/exports/components/exports-table';
import { ApiError } from '../../../src/shared/http/api-error';
import { withPhoneWidth, withRouter } from '../../decorators';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute, 7)).toISOString();

const job = (id: string, fields: Partial<Export>): Export => ({
  id,
  name: `Case ${id}`,
  reason: 'Police request 77-118',
  status: 'done',
  progress: 1,
  size: 48_213_114,
  createdTime: at(40),
  author: 'olga',
  watermark: false,
  items: [{ streamId: 'front-door', streamName: 'Front door', startTime: at(0), endTime: at(5) }],
  failureReason: null,
  ...fields,
});

/** Newest first: one packing, one queued, one ready, one failed. */
const jobs: Export[] = [
  job('118', { status: 'running', progress: 0.42, size: null }),
  job('117', { status: 'queued', progress: 0, size: null, createdTime: at(39) }),
  job('116', { createdTime: at(30) }),
  job('115', { status: 'failed', failureReason: 'nothingRecorded', size: null, createdTime: at(3) }),
];

/** docs/exports.md#in-the-console: the job list, with a progress bar while a job is made and the package's download once done. */
const meta = {
  title: 'Features/Exports/Exports table',
  component: ExportsTable,
  decorators: [withRouter],
  parameters: { path: '/exports' },
  args: {
    jobs,
    total: 4,
    page: 1,
    pageSize: 20,
    loading: false,
    error: null,
    onRetry: fn(),
    onPage: fn(),
    showAuthor: false,
    downloading: null,
    onDownload: fn(),
    empty: 'No exports yet. Export from a stream’s player, a mosaic’s archive or an event.',
  },
} satisfies Meta<typeof ExportsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};

export const ListedDark: Story = { globals: { theme: 'dark' } };

export const ListedRussian: Story = { globals: { language: 'ru' } };

/** An administrator sees everyone's, with their author. */
export const Administrator: Story = { args: { showAuthor: true, downloading: '116' } };

/** On a phone: the table scrolls inside its own box. */
export const Phone: Story = { decorators: [withPhoneWidth] };

export const Empty: Story = { args: { jobs: [], total: 0 } };

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const Failed: Story = { args: { jobs: undefined, error: new ApiError(null, 'ServerNotResponding', 'offline') } };
