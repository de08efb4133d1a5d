export { MosaicHeader } from './components/mosaic-header';
export { mosaicKeys } from './api';
export { useMosaic, WATCH_ROUTE } from './use-mosaic';
