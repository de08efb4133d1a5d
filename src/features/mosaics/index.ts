export { MosaicHeader } from './components/mosaic-header';
export { mosaicKeys } from './api';
export { useMosaic, WATCH_ROUTE } from './use-mosaic';

/** The wall's recordings code (the time slider's window and ranges): a chunk of its own, loaded with the wall. */
export const loadMosaicArchive = () => import('./use-mosaic-archive');
