import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditorGrid } from '../../../src/features/mosaics/components/editor-grid';
import { changePreset, newEditor } from '../../../src/features/mosaics/logic/editor';
import { PRESETS, type Preset } from '../../../src/features/mosaics/logic/presets';

/** Streams on the first tiles of each layout; the rest empty (placeholders in place of video). */
function filled(preset: Preset) {
  const state = changePreset(newEditor(), preset);
  const streams = state.streams.map((_, i) => (i < 5 ? `cam-${i + 1}` : null));
  return { ...state, streams };
}

const names = new Map([1, 2, 3, 4, 5].map((n) => [`cam-${n}`, `Camera ${n}`]));

/** The mosaic's tiles in each layout of the editor: large tiles span their cells, the grid keeps 16:9. */
const meta = {
  title: 'Features/Mosaics/Grid',
  component: EditorGrid,
  args: {
    state: filled(PRESETS[1] as Preset),
    names,
    selected: null,
    onSelect: fn(),
    onDropStream: fn(),
    onSwap: fn(),
    onClear: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof EditorGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const layout = (name: string): Story => ({
  args: { state: filled(PRESETS.find((p) => p.name === name) as Preset) },
});

export const One = layout('1');
export const TwoByTwo = layout('2x2');
export const ThreeByThree = layout('3x3');
export const FourByFour = layout('4x4');
export const FiveByFive = layout('5x5');
export const SixBySix = layout('6x6');
export const OnePlusFive = layout('1+5');
export const OnePlusSeven = layout('1+7');
export const OnePlusTwelve = layout('1+12');
export const TwoPlusEight = layout('2+8');
export const OnePlusFiveDark: Story = { ...OnePlusFive, globals: { theme: 'dark' } };
export const TwoPlusEightDark: Story = { ...TwoPlusEight, globals: { theme: 'dark' } };
/** The tile chosen for the next stream from the list. */
export const Selected: Story = { args: { selected: 2 } };
export const RussianSixBySix: Story = { ...SixBySix, globals: { language: 'ru' } };
