import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UiSettings, User } from '../../server/contract/index';
import { BootScreen } from '../../src/app/boot-screen';

const settings = { appTitle: 'Vigil', version: '0.1.0' } as UiSettings;

const meta = {
  title: 'App/Boot screen',
  component: BootScreen,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof BootScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { result: undefined } };
export const Locked: Story = { args: { result: { kind: 'locked', settings, user: null, language: 'en' } } };
export const SignedOut: Story = { args: { result: { kind: 'signed-out', settings, user: null, language: 'en' } } };
export const SignedIn: Story = {
  args: { result: { kind: 'signed-in', settings, user: { name: 'operator' } as User, language: 'en' } },
};
export const SignedInDark: Story = { ...SignedIn, globals: { theme: 'dark' } };
export const Offline: Story = { args: { result: { kind: 'offline', settings: null, user: null, language: 'en' } } };
export const OfflineRussian: Story = { ...Offline, globals: { language: 'ru' } };
