import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../../src/shared/http/api-error';
import { FormError } from '../../src/shared/ui/form-error';

/** A form's failed submission: the catalogue's words, and the server's reason when it gave one; language and theme from the toolbar. */
const meta = {
  title: 'Shared/FormError',
  component: FormError,
  args: { error: new ApiError(403, 'QuotaReached', 'Quota is reached') },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code with no reason: the catalogue's text alone. */
export const CodeOnly: Story = {};

/** A refused source: the code's text, and the reason in the user's language. */
export const WithReason: Story = {
  args: {
    error: new ApiError(400, 'ValidationError', 'gone', 'streamSource', undefined, 'fileMissing'),
  },
};

/** A source ffmpeg could not read for no known reason: the server's own line follows. */
export const Unreadable: Story = {
  args: {
    error: new ApiError(
      400,
      'ProbeError',
      'Cannot read the source: Invalid data found when processing input',
      undefined,
      undefined,
      'probeUnreadable',
    ),
  },
};
