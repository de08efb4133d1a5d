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
    async (mustChangePassword: boolean) => {
      const settings = await authApi.getSettings();
      useSessionStore.getState().setSettings(settings);
      queryClient.setQueryData(['settings'], settings);
      const target = afterSignIn({ mustChangePassword, saved: destinationStore.read() });
      // Held on profile edit first: the saved destination waits for the new password.
      if (!mustChangePassword) destinationStore.clear();
      navigate(target, { replace: true });
    },
    [navigate, queryClient],
  );
}
