import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TwoFactorStatus } from '../../../server/contract/index';
import { peopleKeys } from '../../../src/features/people/api';
import { ProfileSecurityPage } from '../../../src/features/people/pages/profile-security-page';
import { withRouter, withSeededQueries } from '../../decorators';

const seeded = (status: TwoFactorStatus) =>
  withSeededQueries((client) => {
    client.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    client.setQueryData(peopleKeys.myTwoFactor, status);
  });

/** docs/people.md#second-factor: the profile's Security tab, with or without an authenticator app. */
const meta = {
  title: 'Features/People/Security tab',
  component: ProfileSecurityPage,
  decorators: [withRouter],
  parameters: { path: '/profile/me/security' },
} satisfies Meta<typeof ProfileSecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No app yet: what it is for, and the button that sets one up. */
export const Off: Story = {
  decorators: [seeded({ totp: false, recoveryCodesLeft: 0, required: false })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Off: the password alone signs you in')).toBeVisible();
    await expect(page.getByRole('button', { name: /Set up an authenticator app/ })).toBeVisible();
  },
};

/** The policy asks for one: the warning above, the user is held here until it is set up. */
export const Required: Story = { decorators: [seeded({ totp: false, recoveryCodesLeft: 0, required: true })] };

/** On, with two recovery codes left: the page suggests new ones. */
export const OnFewCodes: Story = {
  decorators: [seeded({ totp: true, recoveryCodesLeft: 2, required: false })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('2 recovery codes left')).toBeVisible();
  },
};

export const OnRussian: Story = {
  decorators: [seeded({ totp: true, recoveryCodesLeft: 7, required: false })],
  globals: { language: 'ru' },
};
