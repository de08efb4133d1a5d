import { useLogPoll } from '@/shared/hooks/use-log-poll';
import { serverDebugApi, serverDebugKeys } from '../api';
import { filterQuery, logsQuery, type LogFilter } from '../logic/log-filter';

/** The server's log, tailed every second; another filter starts a new tail, a pause holds the lines shown. */
export function useServerLog(filter: LogFilter, paused: boolean) {
  return useLogPoll({
    key: serverDebugKeys.logs(filterQuery(filter)),
    read: (cursor, signal) => serverDebugApi.logs(logsQuery(filter, cursor), signal),
    paused,
  });
}
