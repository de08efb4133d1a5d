import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, RecoveryCodes, TotpEnrolment } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { useSessionStore } from '@/shared/session/session-store';
import { peopleApi, peopleKeys } from './api';

/**
 * The signed-in user's second factor: its state, starting and confirming an enrolment, removing
 * it. After a change the state and the signed-in user (its `secondFactor`) are read again, so a
 * user the policy held on the Security tab is let go at once.
 */
export function useTwoFactor() {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: peopleKeys.myTwoFactor });
    useSessionStore.getState().setUser(await peopleApi.getMe());
  };
  const status = useQuery({
    queryKey: peopleKeys.myTwoFactor,
    queryFn: ({ signal }) => peopleApi.twoFactor(signal),
    meta: { handlesErrors: true },
  });
  const start = useMutation<TotpEnrolment, ApiError>({
    mutationFn: () => peopleApi.startTotp(),
    meta: { handlesErrors: true },
  });
  const confirm = useMutation<RecoveryCodes, ApiError, string>({
    mutationFn: (code: string) => peopleApi.confirmTotp(code),
    meta: { handlesErrors: true },
  });
  const remove = useMutation<unknown, ApiError, BodyOf<'removeTotp'>>({
    mutationFn: (body: BodyOf<'removeTotp'>) => peopleApi.removeTotp(body),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
  return { status, start, confirm, remove, refresh };
}
