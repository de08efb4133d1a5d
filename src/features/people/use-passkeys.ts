import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@contract/index';
import { createPasskey } from '@/shared/passkeys/webauthn-browser';
import { peopleApi, peopleKeys } from './api';

/**
 * The signed-in user's passkeys: the list, adding one (the server's options, the browser's ceremony
 * with the library loaded on use, then the server keeps it), renaming and deleting. After a change
 * the list, the second factor's state and the signed-in user are read again.
 */
export function usePasskeys(refreshUser: () => Promise<void>) {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: peopleKeys.myPasskeys });
    await refreshUser();
  };
  const list = useQuery({
    queryKey: peopleKeys.myPasskeys,
    queryFn: ({ signal }) => peopleApi.myPasskeys(signal),
    meta: { handlesErrors: true },
  });
  const add = useMutation<Passkey, unknown, string>({
    mutationFn: async (name: string) => {
      const credential = await createPasskey(await peopleApi.passkeyOptions());
      return peopleApi.registerPasskey({ name, credential });
    },
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
  const rename = useMutation<Passkey, unknown, { id: number; name: string }>({
    mutationFn: ({ id, name }) => peopleApi.renamePasskey(id, name),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
  const remove = useMutation<unknown, unknown, number>({
    mutationFn: (id: number) => peopleApi.deletePasskey(id),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
  return { list, add, rename, remove };
}
