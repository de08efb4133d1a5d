import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { keepDrafts } from '@/shared/forms/drafts';
import { setAnswerListener } from '@/shared/http/client';
import { notFoundState, pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { ActionDebouncer, errorAction } from '../logic/error-action';
import { closeNote, notify } from '../notifications/notes-store';
import { setErrorSink } from './error-sink';

/**
 * The one place where API errors become redirects and notifications (docs/console.md#error-catalogue):
 * mounted once inside the router.
 */
export function ErrorBridge() {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  const debouncer = useRef(new ActionDebouncer());
  // "Server is not responding" is up: it stays, said once, until the server answers again.
  const away = useRef(false);
  // Where the user is when an answer comes: a page that is not found shows at that address.
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    setErrorSink((error, source, handledByCaller) => {
      const action = errorAction(error, source, handledByCaller);
      if (action.type === 'notify' && action.code === 'ServerNotResponding') {
        if (away.current) return;
        away.current = true;
        notify({ kind: 'error', key: action.code, title: t(action.code), sticky: true });
        return;
      }
      if (!debouncer.current.allow(action, Date.now())) return;
      switch (action.type) {
        case 'sign-in':
          // Forms on screen keep what was typed; the sign-in page leads back to them.
          if (keepDrafts() > 0) notify({ kind: 'info', key: 'drafts-kept', title: t('common:draft.kept') });
          useSessionStore.getState().setUser(null);
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'boot' });
          navigate(pathTo('auth'), { replace: true });
          break;
        case 'init': {
          // The server says it is locked: so must the session, or the init page would send us back.
          const { settings } = useSessionStore.getState();
          if (settings && !settings.isLocked)
            useSessionStore.getState().setSettings({ ...settings, isLocked: true, user: null });
          navigate(pathTo('init'), { replace: true });
          break;
        }
        case 'not-found': {
          const { pathname, search, hash } = here.current;
          navigate({ pathname, search, hash }, { replace: true, state: notFoundState });
          break;
        }
        case 'notify':
          notify({ kind: 'error', key: action.code, title: t(action.code) });
          break;
        case 'none':
          break;
      }
    });
    setAnswerListener(() => {
      if (!away.current) return;
      away.current = false;
      closeNote('ServerNotResponding');
    });
    return () => {
      setErrorSink(null);
      setAnswerListener(null);
    };
  }, [navigate, t, queryClient]);

  return null;
}
