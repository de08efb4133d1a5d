import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { peopleApi, peopleKeys } from './api';

/**
 * Sessions of the signed-in user (login null) or of one user (administrators): the list, ending
 * one, and (own sessions only) ending every other.
 */
export function useSessions(login: string | null) {
  const client = useQueryClient();
  const key = login === null ? peopleKeys.mySessions : peopleKeys.userSessions(login);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => (login === null ? peopleApi.mySessions(signal) : peopleApi.userSessions(login, signal)),
    meta: { handlesErrors: true },
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const end = useMutation({
    mutationFn: (id: string) =>
      login === null ? peopleApi.deleteMySession(id) : peopleApi.deleteUserSession(login, id),
    onSettled: refresh,
  });
  const endOthers = useMutation({ mutationFn: () => peopleApi.terminateOtherSessions(), onSettled: refresh });
  return { list, end, endOthers };
}
