import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User, UserListQuery } from '@contract/index';
import { peopleApi, peopleKeys } from './api';

/** One page of the users list (the previous page stays on screen while the next loads). */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: peopleKeys.userList(query),
    queryFn: ({ signal }) => peopleApi.listUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** One user, for the /user/:login pages. */
export function useUser(login: string) {
  return useQuery({
    queryKey: peopleKeys.user(login),
    queryFn: ({ signal }) => peopleApi.getUser(login, signal),
    meta: { handlesErrors: true },
  });
}

export type UserAction = 'block' | 'unblock' | 'delete' | 'resetSecondFactor';

/**
 * What an administrator does to a user from the list or the user's pages: block, unblock, delete,
 * reset the second factor, save an edit. Every users query is refreshed after; a refusal (the last administrator, oneself)
 * goes to the shell's notification with its reason.
 */
export function useUserActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.users });
  const act = useMutation({
    mutationFn: ({ login, action }: { login: string; action: UserAction }): Promise<unknown> => {
      if (action === 'block') return peopleApi.blockUser(login);
      if (action === 'unblock') return peopleApi.unblockUser(login);
      if (action === 'resetSecondFactor') return peopleApi.resetUserTwoFactor(login);
      return peopleApi.deleteUser(login);
    },
    onSuccess: (_reply, { login, action }) => {
      if (action === 'delete') client.removeQueries({ queryKey: peopleKeys.user(login) });
    },
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ login, body }: { login: string; body: UpdateUserBody }) => peopleApi.updateUser(login, body),
    meta: { handlesErrors: true },
    onSuccess: (user: User) => client.setQueryData(peopleKeys.user(user.name), user),
    onSettled: refresh,
  });
  return { act, update };
}
