import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { License } from '../../../server/contract/index';
import { LicenseCard } from '../../../src/features/admin/license/components/license-card';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const DAY = 86_400_000;

const licensed = (expiresIn: number, expired = false): License => ({
  loaded: true,
  expired,
  licensee: 'Harbour Ltd',
  productType: 'enterprise',
  issuedAt: '2026-01-10T09:00:00.000Z',
  expiresAt: new Date(NOW + expiresIn).toISOString(),
  features: ['cluster', 'tunnel'],
  maxStreams: 200,
  streamsInUse: 143,
});

/** Administration › License: the installed license by its fields, in each of its four states. */
const meta = {
  title: 'Features/Administration/License card',
  component: LicenseCard,
  args: { license: licensed(200 * DAY), now: NOW, onRemove: fn() },
} satisfies Meta<typeof LicenseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No license: the community edition, and nothing to remove. */
export const None: Story = {
  args: {
    license: {
      loaded: false,
      expired: false,
      licensee: null,
      productType: 'community',
      issuedAt: null,
      expiresAt: null,
      features: [],
      maxStreams: null,
      streamsInUse: 12,
    },
  },
};

export const Valid: Story = {};

/** Within 30 days of the end: the days left, in the warning colour. */
export const Expiring: Story = { args: { license: licensed(9.5 * DAY) } };

export const Expired: Story = { args: { license: licensed(-2 * DAY, true) } };

export const ValidDark: Story = { globals: { theme: 'dark' } };

export const ExpiringRussianDark: Story = {
  args: { license: licensed(3 * DAY) },
  globals: { theme: 'dark', language: 'ru' },
};
