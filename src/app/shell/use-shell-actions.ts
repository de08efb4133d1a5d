import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from '@/features/auth';
import type { Language } from '@/shared/i18n';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { clearSessionKeys } from '@/shared/storage/safe-storage';
import { reportError } from '../errors/error-sink';
import { useUiStore } from '@/shared/preferences/ui-store';

/** Logout and the language switch, shared by the user menu and the sign-in pages. */
export function useShellActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = useCallback(async () => {
    try {
      await authApi.signOut();
    } catch {
      // Signed out on the server already, or unreachable: the console forgets the user either way.
    }
    useSessionStore.getState().setUser(null);
    clearSessionKeys();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'boot' });
    navigate(pathTo('auth'), { replace: true });
  }, [navigate, queryClient]);

  const setLanguage = useCallback(async (language: Language) => {
    useUiStore.getState().setLanguage(language);
    if (!useSessionStore.getState().user) return;
    try {
      useSessionStore.getState().setUser(await authApi.setLanguage(language));
    } catch (error) {
      reportError(error, 'mutation');
    }
  }, []);

  return { logout, setLanguage };
}
