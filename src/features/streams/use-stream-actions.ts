import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Stream, StreamList, StreamStatus } from '@contract/index';
import { streamKeys, streamsApi } from './api';
import { withStatus } from './logic/streams-list';

/** Writes a stream's new status into every cached list and its own entry, so it shows at once. */
function applyStatus(client: QueryClient, uid: string, status: StreamStatus): void {
  client.setQueriesData<StreamList>({ queryKey: streamKeys.lists }, (list) =>
    list ? withStatus(list, uid, status) : list,
  );
  client.setQueryData<Stream>(streamKeys.one(uid), (stream) =>
    stream ? { ...stream, status, failureReason: status === 'failed' ? stream.failureReason : null } : stream,
  );
}

/** Pause, resume and delete of one stream, from the list or a stream page. */
export function useStreamActions() {
  const client = useQueryClient();
  const pause = useMutation({
    mutationFn: (uid: string) => streamsApi.pause(uid),
    onSuccess: ({ status }, uid) => applyStatus(client, uid, status),
  });
  const resume = useMutation({
    mutationFn: (uid: string) => streamsApi.resume(uid),
    onSuccess: ({ status }, uid) => applyStatus(client, uid, status),
  });
  const remove = useMutation({
    mutationFn: (uid: string) => streamsApi.remove(uid),
    onSuccess: async (_reply, uid) => {
      client.removeQueries({ queryKey: streamKeys.one(uid) });
      await client.invalidateQueries({ queryKey: streamKeys.lists });
    },
  });
  return { pause, resume, remove };
}

export type StreamActionsApi = ReturnType<typeof useStreamActions>;
