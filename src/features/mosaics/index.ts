export { MosaicHeader } from './components/mosaic-header';
export { mosaicKeys } from './api';
export { useMosaic } from './use-mosaic';
