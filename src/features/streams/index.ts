export { useStreamsPageStore, STREAMS_PAGE_KEY } from './store';
export type { GroupType, ViewMode, SortType, StreamsPageSettings } from './logic/page-settings';
export { StreamsToggles } from './components/streams-toggles';
export { StreamHeader } from './components/stream-header';
export { useStream } from './use-stream';
export { streamKeys } from './api';
export { isAvailable } from './logic/status';
export { StreamStatus } from './components/stream-status';
export { StreamFailureText } from './components/failure-text';
