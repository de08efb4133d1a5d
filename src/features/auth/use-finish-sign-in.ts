import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterSignIn, destinationStore } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { authApi } from './api';

/** After sign-in or init: fresh boot data (with the user), then the destination of docs/console.md#states-and-transitions. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (mustChangePassword: boolean, enrolmentRequired = false) => {
      const settings = await authApi.getSettings();
      useSessionStore.getState().setSettings(settings);
      queryClient.setQueryData(['settings'], settings);
      const target = afterSignIn({ mustChangePassword, enrolmentRequired, saved: destinationStore.read() });
      // Held on profile edit (or the Security tab) first: the saved destination waits.
      if (!mustChangePassword && !enrolmentRequired) destinationStore.clear();
      navigate(target, { replace: true });
    },
    [navigate, queryClient],
  );
}
