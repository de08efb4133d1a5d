// Only the launcher is eager: the palette itself is a lazy chunk of its own.
export { SearchLauncher } from './search-launcher';
export type { PaletteContext } from './palette-context';
