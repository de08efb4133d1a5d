import { useLogPoll } from '@/shared/hooks/use-log-poll';
import { streamKeys, streamsApi } from './api';

/** The debug page's log of one stream (docs/console.md#states-and-transitions), asked only while `enabled` (the page knows the user manages the stream). */
export function useStreamLogs(uid: string, enabled = true) {
  return useLogPoll({
    key: streamKeys.logs(uid),
    read: (cursor, signal) => streamsApi.logs(uid, cursor, signal),
    enabled,
  });
}
