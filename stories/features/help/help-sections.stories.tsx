import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutLinks } from '../../../src/features/help/components/about-links';
import { FailureReasons } from '../../../src/features/help/components/failure-reasons';
import { GettingStarted } from '../../../src/features/help/components/getting-started';
import { ShortcutList } from '../../../src/features/help/components/shortcut-list';
import { withPhoneWidth, withRouter } from '../../decorators';

/** Help: its sections, as the page shows them (the page adds only its title and the boot data). */
const meta = {
  title: 'Features/Help/Sections',
  component: AboutLinks,
  decorators: [withRouter],
  parameters: { path: '/help' },
  args: {
    version: '1.2.3',
    revision: 'abc1234def5678',
    documentation: 'https://docs.example.com/vigil',
    isAdmin: true,
  },
} satisfies Meta<typeof AboutLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator sees the documentation and the API documentation. */
export const AboutForAdministrator: Story = {};

/** Others see no API documentation; without a documentation address, no links at all. */
export const AboutForOperator: Story = { args: { isAdmin: false, documentation: null } };

/** Every section at phone width: the RTSP addresses wrap in their code boxes, the page does not scroll sideways. */
export const WholePageOnPhone: Story = {
  decorators: [withPhoneWidth],
  render: (args) => (
    <>
      <GettingStarted canAdd />
      <ShortcutList />
      <FailureReasons />
      <AboutLinks {...args} />
    </>
  ),
};
