import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserForm } from '../../../src/features/people/components/user-form';
import { newUserValues, userValuesOf } from '../../../src/features/people/logic/user-form';
import { ApiError } from '../../../src/shared/http/api-error';
import { users } from '../../../src/test/fixtures';

/**
 * docs/console.md#screens-and-routes /user/add and /user/:login/edit: login, password with a generator and the server's rule,
 * e-mail, full name, language, role, stream limit and the first sign-in's new password.
 */
const meta = {
  title: 'Features/People/User form',
  component: UserForm,
  args: {
    mode: 'add',
    initialValues: newUserValues('en'),
    onSubmit: fn(),
    submitting: false,
    error: null,
  },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: the server's default language, a plain user who may add streams, a password to change. */
export const Add: Story = {};

export const AddDark: Story = { globals: { theme: 'dark' } };

export const AddRussian: Story = { args: { initialValues: newUserValues('ru') }, globals: { language: 'ru' } };

/** The server refused the login (409 AlreadyUsed on `name`): marked on its field, the rest kept. */
export const AddLoginTaken: Story = {
  args: {
    initialValues: { ...newUserValues('en'), name: 'olga', email: 'olga.two@example.com', fullName: 'Olga Second' },
    error: new ApiError(409, 'AlreadyUsed', 'Login is already used', 'name'),
  },
};

export const AddLoginTakenDark: Story = { ...AddLoginTaken, globals: { theme: 'dark' } };

/** Editing a user: the login fixed, an empty password keeps theirs. */
export const Edit: Story = { args: { mode: 'edit', initialValues: userValuesOf(users.user) } };

export const EditDark: Story = { ...Edit, globals: { theme: 'dark' } };

export const EditRussian: Story = { ...Edit, globals: { language: 'ru' } };

/** An administrator's own account: the role cannot be taken away here. */
export const EditSelf: Story = { args: { mode: 'edit', initialValues: userValuesOf(users.admin), self: true } };

/** A user of an outside directory: e-mail, full name and password are changed there. */
export const EditManaged: Story = {
  args: { mode: 'edit', initialValues: userValuesOf({ ...users.user, isManaged: true }), managed: true },
};

/** Saving: the button spins. */
export const Saving: Story = { args: { ...Edit.args, submitting: true } };
