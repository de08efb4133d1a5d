import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenBody } from '@contract/index';
import { peopleApi, peopleKeys } from './api';

/** The signed-in user's API tokens: the list, creating one (its secret is in the answer only), deleting one. */
export function useTokens() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.myTokens });
  const list = useQuery({
    queryKey: peopleKeys.myTokens,
    queryFn: ({ signal }) => peopleApi.myTokens(signal),
    meta: { handlesErrors: true },
  });
  const create = useMutation({
    mutationFn: (body: CreateTokenBody) => peopleApi.createToken(body),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => peopleApi.deleteToken(id), onSettled: refresh });
  return { list, create, remove };
}
