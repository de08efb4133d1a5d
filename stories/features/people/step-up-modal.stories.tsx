import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import StepUpModal from '../../../src/features/people/components/step-up-modal';
import { useSessionStore } from '../../../src/shared/session/session-store';
import { users } from '../../../src/test/fixtures';

/** The signed-in user the dialog offers its ways for. */
const signedInAs =
  (user: typeof users.admin): Decorator =>
  (Story) => {
    useSessionStore.setState({ user });
    return <Story />;
  };

/** docs/security.md#step-up: a sensitive action asks again for the password or a code. */
const meta = {
  title: 'Features/People/Step-up dialog',
  component: StepUpModal,
  args: { onDone: fn() },
} satisfies Meta<typeof StepUpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No second factor: the password only. */
export const Password: Story = {
  decorators: [signedInAs(users.admin)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Confirm it is you')).toBeVisible();
    await expect(page.getByLabelText('Current password')).toBeVisible();
  },
};

/** With an authenticator app: the password, a code of the app or a recovery code. */
export const WithSecondFactor: Story = { decorators: [signedInAs({ ...users.admin, secondFactor: true })] };

/** A directory user without a factor: nothing to type here, sign in again. */
export const ManagedWithoutFactor: Story = { decorators: [signedInAs({ ...users.admin, isManaged: true })] };

export const PasswordRussian: Story = { decorators: [signedInAs(users.admin)], globals: { language: 'ru' } };
