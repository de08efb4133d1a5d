import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Stream, StreamList, StreamStatus } from '@contract/index';
import { streamKeys, streamsApi } from './api';
import { streamWithStatus, withStatus } from './logic/streams-list';

/** Writes a stream's new status into every cached list and its own entry, so it shows at once. */
function applyStatus(client: QueryClient, uid: string, status: StreamStatus): void {
  client.setQueriesData<StreamList>({ queryKey: streamKeys.lists }, (list) =>
    list ? withStatus(list, uid, status) : list,
  );
  client.setQueryData<Stream>(streamKeys.one(uid), (stream) => (stream ? streamWithStatus(stream, status) : stream));
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
      // Dropped, not marked deleted: a reader asks again and gets the 404 (docs/console.md#choices-and-why).
      client.removeQueries({ queryKey: streamKeys.one(uid) });
      await client.invalidateQueries({ queryKey: streamKeys.lists });
    },
  });
  // One object while no action's progress changes, so a list's cells drawn from it stay drawn
  // (their mutate functions are stable; what a row shows of an action is isPending and variables).
  return useMemo(
    () => ({ pause, resume, remove }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields above are what changes
    [pause.isPending, pause.variables, resume.isPending, resume.variables, remove.isPending, remove.variables],
  );
}

export type StreamActionsApi = ReturnType<typeof useStreamActions>;
