import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SystemStats } from '../../../server/contract/index';
import { StatsCard } from '../../../src/features/admin/server-debug/components/stats-card';

const stats: SystemStats = {
  time: '2026-11-22T10:00:00.000Z',
  uptimeSeconds: 3 * 86400 + 4 * 3600 + 5 * 60,
  version: '0.1.0',
  process: { rssBytes: 271 * 1024 * 1024, heapUsedBytes: 77 * 1024 * 1024, cpuPercent: 13.3 },
  loadAverage: [1.25, 0.75, 0.5],
  mediaProcesses: 5,
  leases: 2,
};

/** The server process on the server-debug page: figures, still loading, and a failed refresh. */
const meta = {
  title: 'Features/Admin/Stats card',
  component: StatsCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { stats, failed: false },
} satisfies Meta<typeof StatsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};

export const FiguresDark: Story = { globals: { theme: 'dark' } };

export const FiguresRussian: Story = { globals: { language: 'ru' } };
export const Loading: Story = { args: { stats: undefined } };
export const FailedBeforeAnyFigure: Story = { args: { stats: undefined, failed: true } };
/** The last figures stay, with a warning that they are no longer fresh. */
export const FailedRefresh: Story = { args: { failed: true } };
