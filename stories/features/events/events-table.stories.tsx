import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { StreamEvent } from '../../../server/contract/index';
import { EventsTable } from '../../../src/features/events/components/events-table';
import { ApiError } from '../../../src/shared/http/api-error';
import { withPhoneWidth, withRouter } from '../../decorators';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute, 7)).toISOString();

/** A grey 16:9 picture, so the stories need no server. */
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#5b6b7a"/><rect x="60" y="30" width="30" height="40" fill="#d9a441"/></svg>',
  );

/** The server's order: newest first; one reviewed, one without a picture. */
const events: StreamEvent[] = [
  {
    id: '42',
    streamId: 'north-gate',
    streamName: 'North gate',
    type: 'motion',
    startTime: at(41),
    endTime: at(42),
    thumbnailUrl: PICTURE,
    reviewed: false,
  },
  {
    id: '41',
    streamId: 'loading-dock',
    streamName: 'Loading dock',
    type: 'motion',
    startTime: at(30),
    endTime: at(31),
    thumbnailUrl: PICTURE,
    reviewed: true,
  },
  {
    id: '40',
    streamId: 'lobby',
    streamName: 'Lobby',
    type: 'motion',
    startTime: at(3),
    endTime: at(4),
    thumbnailUrl: null,
    reviewed: false,
  },
];

/**
 * docs/console.md#events: what motion detection found across the streams, newest first; the row J and
 * K selected stands out; the play, reviewed and export buttons of each row (the clip opens under its row).
 */
const meta = {
  title: 'Features/Events/Events table',
  component: EventsTable,
  decorators: [withRouter],
  parameters: { path: '/events' },
  args: {
    events,
    total: 128,
    page: 1,
    pageSize: 50,
    loading: false,
    error: null,
    onRetry: fn(),
    onPage: fn(),
    selected: '41',
    onSelect: fn(),
    playing: null,
    onPlay: fn(),
    onReviewed: fn(),
    onExport: fn(),
    empty: 'No events yet. Motion detection finds events on streams that record the archive.',
  },
} satisfies Meta<typeof EventsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};

export const ListedDark: Story = { globals: { theme: 'dark' } };

export const ListedRussian: Story = { globals: { language: 'ru' } };

/** On a phone: the table scrolls inside its own box. */
export const Phone: Story = { decorators: [withPhoneWidth] };

export const Loading: Story = { args: { events: undefined, loading: true } };

/** Nothing found yet: where events come from. */
export const Empty: Story = { args: { events: [], total: 0, selected: null } };

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const Failed: Story = {
  args: { events: undefined, error: new ApiError(null, 'ServerNotResponding', 'No response') },
};
