import { DeleteOutlined, PauseCircleOutlined, SettingOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconAction, IconActionLink } from '../../src/shared/ui/icon-action';
import { withRouter } from '../decorators';

/** A stream row's actions as the list draws them: pause, settings (a link) and delete. */
function RowActions({ busy }: { busy: boolean }) {
  return (
    <span style={{ display: 'inline-flex' }}>
      <IconAction label="Pause Front door" icon={<PauseCircleOutlined />} loading={busy} onClick={() => undefined} />
      <IconActionLink label="Settings of Front door" icon={<SettingOutlined />} to="/stream/front-door/setting" />
      <IconAction label="Delete Front door" icon={<DeleteOutlined />} danger onClick={() => undefined} />
    </span>
  );
}

/** The light icon actions of repeated rows, drawn like antd's text buttons; theme from the toolbar. */
const meta = {
  title: 'Shared/IconAction',
  component: RowActions,
  decorators: [withRouter],
  args: { busy: false },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover, focus (Tab) and the danger colour of delete. */
export const Row: Story = {};

/** Pausing: a spinner in place of the icon, and no second click. */
export const Busy: Story = { args: { busy: true } };
