import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatsCard } from '../../../src/features/admin/server-debug/components/stats-card';
import { sampleStats } from '../../../src/features/admin/server-debug/logic/sample-stats';

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
  args: { stats: sampleStats, failed: false },
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
