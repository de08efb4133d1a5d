import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { UiSettings, User } from '@contract/index';
import { ConsoleBody } from '@/app/app';
import { RootProviders } from '@/app/root-providers';
import { createQueryClient } from '@/app/query-client';
import { useNotesStore } from '@/app/notifications/notes-store';
import { useDismissedStore } from '@/app/shell/dismissed-store';
import { reloadWatchedExports } from '@/features/exports';
import { useStreamsPageStore } from '@/features/streams';
import { initI18n, type Language } from '@/shared/i18n';
import { useUiStore } from '@/shared/preferences/ui-store';
import { useSessionStore } from '@/shared/session/session-store';
import { resetShellHold } from '@/shared/ui/shell-hold';
import { resetHttp } from './fixtures';

/** Where the app is now, and a way to move it, as a user following a link would. */
const router: { pathname: string; search: string; navigate: NavigateFunction | null } = {
  pathname: '',
  search: '',
  navigate: null,
};

function RouterProbe() {
  const location = useLocation();
  router.pathname = location.pathname;
  router.search = location.search;
  router.navigate = useNavigate();
  return null;
}

/** Boot data as the boot would store it: settings with their user, status ready. */
export function signIn(settings: UiSettings, user: User | null = settings.user): void {
  useSessionStore.getState().ready(settings, user);
}

export interface RenderAppOptions {
  language?: Language;
  client?: QueryClient;
  /** Extra test-only parts rendered inside the router (e.g. a form that fires a mutation). */
  children?: ReactNode;
}

/**
 * Renders the console with its real providers, routes, shell and error bridge at `path`, as the
 * console starts: antd's providers, styles and the other pages' texts come with the first page
 * drawn with antd, none with the signed-out pages.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const language = options.language ?? 'en';
  const client = options.client ?? createQueryClient();
  initI18n(language);
  const result = render(
    <RootProviders client={client} language={language} theme="light">
      <MemoryRouter initialEntries={[path]}>
        <ConsoleBody>
          <RouterProbe />
          {options.children}
        </ConsoleBody>
      </MemoryRouter>
    </RootProviders>,
  );
  return {
    ...result,
    client,
    /** The current path with its query, e.g. '/auth?recover=1'. */
    path: () => router.pathname + router.search,
    notifications: () => notificationTexts(result.container),
    navigate: (to: string) =>
      act(async () => {
        await router.navigate?.(to);
      }),
  };
}

/** The texts of the open notifications: alerts outside the page (antd renders them top-right, in a portal). */
export function notificationTexts(container: HTMLElement): string[] {
  // The explicit role attribute, read directly: *ByRole walks every element's implicit role and is slow here.
  return Array.from(document.querySelectorAll<HTMLElement>('[role="alert"]'))
    .filter((el) => !container.contains(el))
    .map((el) => el.textContent ?? '');
}

/**
 * An accessible name that ends with `text`: antd's menu entries carry their
 * icon's label first (e.g. "control Administration").
 */
export function nameEndingWith(text: string): RegExp {
  return new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The header of the shell (ProLayout's banner landmark that holds the user menu). */
export function header(): HTMLElement {
  const banners = screen.getAllByRole('banner');
  const withMenu = banners.find((b) => within(b).queryByRole('button', { name: /user menu|меню пользователя/i }));
  if (!withMenu) throw new Error('no header with the user menu');
  return withMenu;
}

/**
 * Replaces a field's value as a user pasting it would: one input event, where
 * typing fires one per character (slow with antd's forms in jsdom).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Forgets everything a test left behind: storage, stores, the fake network, the language. */
export function resetApp(): void {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ status: 'booting', settings: null, user: null });
  useStreamsPageStore.getState().reload();
  reloadWatchedExports();
  useUiStore.setState({ theme: 'system', language: 'auto' });
  useDismissedStore.setState({ dismissed: {} });
  useNotesStore.setState({ pending: [], wanted: false, closing: [] });
  router.pathname = '';
  router.search = '';
  router.navigate = null;
  resetHttp();
  initI18n('en');
  document.title = '';
  resetShellHold();
}
