import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartsGrid } from '../../../src/features/admin/stats/components/charts-grid';
import { sampleAdminStats } from '../../../src/features/admin/stats/logic/sample-stats';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const day = sampleAdminStats(NOW, 360, 240);
const hour = sampleAdminStats(NOW, 360, 10);

/** The statistics page's charts (uPlot, drawn in the theme's colours) over sample series. */
const meta = {
  title: 'Features/Admin/Statistics charts',
  component: ChartsGrid,
  args: { series: hour.series },
} satisfies Meta<typeof ChartsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastHour: Story = {};
export const LastHourDark: Story = { globals: { theme: 'dark' } };
export const LastDay: Story = { args: { series: day.series } };
export const LastDayDark: Story = { args: { series: day.series }, globals: { theme: 'dark' } };
export const Russian: Story = { globals: { language: 'ru' } };
/** Network counters are not available off Linux: the chart says so instead of drawing nothing. */
export const NetworkNotAvailable: Story = {
  args: {
    series: {
      ...hour.series,
      networkInBps: hour.series.networkInBps.map(() => null),
      networkOutBps: hour.series.networkOutBps.map(() => null),
    },
  },
};
/** Before the first sample. */
export const NoSamples: Story = { args: { series: sampleAdminStats(NOW, 0, 10).series } };
/** At a phone's width (390 px): one chart under another, each full width, legends wrapping. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};
