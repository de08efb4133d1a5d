import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MosaicEditor } from '../../../src/features/mosaics/components/mosaic-editor';
import { changePreset, newEditor } from '../../../src/features/mosaics/logic/editor';
import { PRESETS, type Preset } from '../../../src/features/mosaics/logic/presets';
import { ApiError } from '../../../src/shared/http/api-error';
import { mosaic, stream } from '../../../src/test/fixtures';
import { withPhoneWidth, withSeededQueries } from '../../decorators';

const cameras = ['Front door', 'Parking lot', 'Loading dock', 'Lobby', 'Back yard', 'Server room'].map((name, i) =>
  stream({ uid: `cam-${i + 1}`, name }),
);

/** A 1+5 layout with three of the cameras on its first tiles. */
function saved(preset = PRESETS.find((p) => p.name === '1+5') as Preset) {
  const state = changePreset({ ...newEditor(), name: 'Entrance wall' }, preset);
  return { ...state, streams: state.streams.map((_, i) => cameras[i]?.uid ?? null).map((s, i) => (i < 3 ? s : null)) };
}

/** The saved mosaic, whose tiles name their streams. */
const savedMosaic = mosaic({
  name: 'Entrance wall',
  cells: cameras.slice(0, 3).map((c, position) => ({
    access: 'view' as const,
    position,
    columnSpan: position === 0 ? 2 : 1,
    rowSpan: position === 0 ? 2 : 1,
    streamUid: c.uid,
    name: c.name,
    status: 'running' as const,
    playlistUrl: '/x',
    lowResPlaylistUrl: null,
  })),
});

/**
 * docs/console.md#screens-and-routes /create-mosaic and /mosaic/:id/edit: name, sharing, the layout picker, the tiles (drag a
 * stream on, drag a tile to swap, clear one) and the searchable list of streams beside them.
 */
const meta = {
  title: 'Features/Mosaics/Editor',
  component: MosaicEditor,
  args: {
    draftKey: 'story',
    saved: saved(),
    mosaic: savedMosaic,
    submitText: 'Save',
    saving: false,
    error: null,
    onSave: fn(),
  },
  decorators: [
    withSeededQueries((client) => {
      client.setQueryDefaults(['mosaic'], { staleTime: Infinity });
      client.setQueryDefaults(['streams'], { staleTime: Infinity });
      client.setQueryData(['streams', 'search', { page: 1, pageSize: 50 }], {
        items: cameras,
        total: cameras.length,
        page: 1,
        pageSize: 50,
      });
    }),
  ],
} satisfies Meta<typeof MosaicEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};

export const EditingDark: Story = { globals: { theme: 'dark' } };

export const EditingRussian: Story = { globals: { language: 'ru' } };

/** A new mosaic: 2×2, nothing on it, no name yet (save is off until one is typed). */
export const New: Story = {
  args: { draftKey: 'story-new', saved: newEditor(), mosaic: undefined, submitText: 'Create mosaic' },
};

/** The server refused a tile: the message on the form, everything chosen kept. */
export const Refused: Story = {
  args: {
    error: new ApiError(400, 'ValidationError', 'The tiles overlap', 'cells'),
  },
};

/** On a phone the list of streams goes under the tiles. */
export const Phone: Story = { decorators: [withPhoneWidth] };

export const PhoneDarkRussian: Story = { decorators: [withPhoneWidth], globals: { theme: 'dark', language: 'ru' } };
