import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banners } from '../../../src/app/shell/banners';
import { useDismissedStore } from '../../../src/app/shell/dismissed-store';
import { allWarnings, links } from '../../../src/test/fixtures';
import { withRouter } from '../../decorators';

/** docs/console.md#screens-and-routes: the warning banners from the health check and the boot data. */
const meta = {
  title: 'App/Shell/Banners',
  component: Banners,
  decorators: [withRouter],
  // A banner dismissed while browsing the stories comes back on the next story.
  beforeEach: () => {
    useDismissedStore.setState({ dismissed: {} });
  },
  args: { warnings: allWarnings, isLicenseExpired: true, pricingUrl: links.pricing },
} satisfies Meta<typeof Banners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** License expired, license expiring, archive disk and drained node. */
export const All: Story = {};

export const AllDark: Story = { globals: { theme: 'dark' } };

/** The drained-node banner alone: it has no dismiss button. */
export const DrainedOnly: Story = {
  args: { warnings: [{ code: 'CLUSTER_NODE_DRAINED' }], isLicenseExpired: false },
};

export const DrainedOnlyDark: Story = { ...DrainedOnly, globals: { theme: 'dark' } };

/** Without a pricing link there is no "Get a license" link. */
export const WithoutPricingLink: Story = { args: { pricingUrl: null } };

export const AllRussian: Story = { globals: { language: 'ru' } };
