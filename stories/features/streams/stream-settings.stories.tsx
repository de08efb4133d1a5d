import { ProForm } from '@ant-design/pro-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StreamFormFields } from '../../../src/features/streams/components/stream-form-fields';
import { StreamInfoDetails } from '../../../src/features/streams/components/stream-info-details';
import { formValuesOf } from '../../../src/features/streams/logic/stream-form';
import { stream } from '../../../src/test/fixtures';

/** A camera with its sub-stream: what the settings form and the information page show of it. */
const camera = stream({
  name: 'Loading dock',
  streamSource: 'rtsp://cam-7.lan/Streaming/Channels/101',
  subSource: 'rtsp://cam-7.lan/Streaming/Channels/102',
  live: {
    onDemand: false,
    playlistUrl: '/v1/stream/cam-1/live/index.m3u8',
    lowResPlaylistUrl: '/v1/stream/cam-1/live/low.m3u8',
  },
});

/**
 * A stream's settings (docs/console.md#screens-and-routes /add-stream and /stream/:id/settings): name, source, the optional
 * low-resolution sub-stream that small mosaic tiles play, tags, location, marker, archive and live
 * on demand. Administrators see and change both URLs; others are told they are the administrators'.
 */
function SettingsForm({ showSource }: { showSource: boolean }) {
  return (
    <div style={{ maxWidth: 640 }}>
      <ProForm initialValues={formValuesOf(camera)} submitter={false} layout="vertical">
        <StreamFormFields showSource={showSource} />
      </ProForm>
    </div>
  );
}

const meta = {
  title: 'Features/Streams/Settings',
  component: SettingsForm,
  args: { showSource: true },
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: the source and the sub-stream filled in. */
export const Administrator: Story = {};

export const AdministratorDark: Story = { globals: { theme: 'dark' } };

export const AdministratorRussian: Story = { globals: { language: 'ru' } };

export const AdministratorRussianDark: Story = { globals: { language: 'ru', theme: 'dark' } };

/** A user who manages the stream but is no administrator: both URLs hidden. */
export const Manager: Story = { args: { showSource: false } };

/** The information page: administrators see the sub-stream beside the source. */
export const InformationAdministrator: Story = {
  render: () => <StreamInfoDetails stream={camera} isAdmin />,
};

export const InformationAdministratorDark: Story = { ...InformationAdministrator, globals: { theme: 'dark' } };

export const InformationAdministratorRussian: Story = { ...InformationAdministrator, globals: { language: 'ru' } };

/** Others: neither URL (the API gives them none). */
export const InformationViewer: Story = {
  render: () => <StreamInfoDetails stream={{ ...camera, streamSource: null, subSource: null }} isAdmin={false} />,
};
