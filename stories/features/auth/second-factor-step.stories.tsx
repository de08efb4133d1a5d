import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../../../src/features/auth/components/auth-layout';
import { SecondFactorStep } from '../../../src/features/auth/components/second-factor-step';
import { withRouter } from '../../decorators';

/** docs/people.md#second-factor: after the password, the app's code, or a recovery code (drawn without antd). */
const meta = {
  title: 'Features/Auth/Second factor step',
  component: SecondFactorStep,
  decorators: [withRouter],
  parameters: { path: '/auth' },
  args: { ticket: 't.story', onSignedIn: fn(), onBack: fn() },
  render: (args) => (
    <AuthLayout title="Sign in">
      <SecondFactorStep {...args} />
    </AuthLayout>
  ),
} satisfies Meta<typeof SecondFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code field first, with the way to a recovery code and back to the password under it. */
export const Code: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: 'Code from the app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  },
};

/** After "Use a recovery code": one field for a code of the list saved at enrolment. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Use a recovery code' }));
    await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
  },
};

export const CodeDark: Story = { ...Code, globals: { theme: 'dark' } };

export const CodeRussian: Story = { globals: { language: 'ru' } };

/** The user has an app and a passkey: the code field, and "Sign in with a passkey" under it. */
export const CodeOrPasskey: Story = {
  args: { methods: ['totp', 'recovery', 'webauthn'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: 'Code from the app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  },
};

/** Passkeys only: the passkey is the second step, with no code field. */
export const PasskeyOnly: Story = {
  args: { methods: ['webauthn'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(page.queryByRole('textbox', { name: 'Code from the app' })).toBeNull();
  },
};

export const PasskeyOnlyRussian: Story = { args: { methods: ['webauthn'] }, globals: { language: 'ru' } };
