import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';
import { useBrandColor, useLanguage, useThemeName } from '@/shared/preferences/use-preferences';
import { ErrorBridge } from './errors/error-bridge';
import { NotificationOutlet } from './notifications/notification-outlet';
import { RootProviders } from './root-providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { useBoot, useDocumentTitle, useNavigationEffects } from './session/use-session-effects';

/** Everything inside the router but the boot: tests render this with a session they set up. */
export function ConsoleBody({ children }: { children?: ReactNode }) {
  useNavigationEffects();
  useDocumentTitle();
  return (
    <>
      <ErrorBridge />
      <NotificationOutlet />
      <AppRoutes />
      {children}
    </>
  );
}

function Console() {
  useBoot();
  return <ConsoleBody />;
}

/** `client`: the query cache start-up has already filled (a new one when not given). */
export function App({ client: given }: { client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient());
  const language = useLanguage();
  const theme = useThemeName();
  const brandColor = useBrandColor();
  initI18n(language);
  return (
    <RootProviders client={client} language={language} theme={theme} brandColor={brandColor}>
      <BrowserRouter basename="/ui">
        <Console />
      </BrowserRouter>
    </RootProviders>
  );
}
