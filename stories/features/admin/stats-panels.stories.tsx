import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd';
import { CountsCard } from '../../../src/features/admin/stats/components/counts-card';
import { StreamList } from '../../../src/features/admin/stats/components/stream-list';
import { VersionCard } from '../../../src/features/admin/stats/components/version-card';
import { sampleAdminStats, sampleVersionCheck } from '../../../src/features/admin/stats/logic/sample-stats';
import { withRouter } from '../../decorators';

const stats = sampleAdminStats(Date.parse('2026-11-22T10:00:00Z'));

/** The statistics page's counts, stream lists and version card. */
function Panels({ version }: { version: Parameters<typeof VersionCard>[0]['check'] }) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <CountsCard sample={stats.now} />
      <StreamList kind="top" streams={stats.topByBitrate} />
      <StreamList kind="failing" streams={stats.failing} />
      <VersionCard check={version} failed={false} />
    </Space>
  );
}

const meta = {
  title: 'Features/Admin/Statistics panels',
  component: Panels,
  decorators: [withRouter],
  args: { version: sampleVersionCheck() },
} satisfies Meta<typeof Panels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpdateAvailable: Story = {};
export const UpdateAvailableDark: Story = { globals: { theme: 'dark' } };
export const UpToDate: Story = { args: { version: sampleVersionCheck({ latest: '1.4.0', updateAvailable: false }) } };
export const NotConfigured: Story = {
  args: { version: sampleVersionCheck({ configured: false, latest: null, updateAvailable: false }) },
};
export const ProviderSilent: Story = {
  args: { version: sampleVersionCheck({ latest: null, updateAvailable: false }) },
};
export const Russian: Story = { globals: { language: 'ru' } };
