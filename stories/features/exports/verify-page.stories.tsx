import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Verdict } from '../../../src/features/exports/components/verdict';
import { VerifyPage } from '../../../src/features/exports/pages/verify-page';
import { withPhoneWidth, withRouter } from '../../decorators';

/** docs/exports.md#in-the-console: drop or pick a package; how to check one without Vigil. */
const meta = {
  title: 'Features/Exports/Verify page',
  component: VerifyPage,
  decorators: [withRouter],
  parameters: { path: '/exports/verify' },
} satisfies Meta<typeof VerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const WaitingDark: Story = { globals: { theme: 'dark' } };

export const WaitingRussian: Story = { globals: { language: 'ru' } };

export const Phone: Story = { decorators: [withPhoneWidth] };

/** The verdicts, as the page shows them under the drop zone. */
export const Valid: Story = {
  render: () => (
    <Verdict file="Case 118-2026-11-21_10-02-11.zip" reply={{ valid: true, problems: [] }} onClear={fn()} />
  ),
};

export const ValidDark: Story = { ...Valid, globals: { theme: 'dark' } };

const problems = {
  valid: false,
  problems: [
    { file: 'manifest.sig', problem: 'badSignature' as const },
    { file: 'clips/02-parking-lot.mp4', problem: 'changed' as const },
    { file: 'notes.txt', problem: 'unexpected' as const },
  ],
};

export const NotValid: Story = {
  render: () => <Verdict file="Case 118-2026-11-21_10-02-11.zip" reply={problems} onClear={fn()} />,
};

export const NotValidDark: Story = { ...NotValid, globals: { theme: 'dark' } };

export const NotValidRussian: Story = { ...NotValid, globals: { language: 'ru' } };

export const NotValidPhone: Story = { ...NotValid, decorators: [withPhoneWidth] };
