import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import '@theme/plain.css';
import type { ThemeName } from '@theme/index';
import type { Language } from '@/shared/i18n';
import { i18n } from '@/shared/i18n';

/**
 * The document follows the console's language and theme before the first paint of a page, and a
 * deployment's brand colour once its shades are worked out (their code loads only for a brand colour).
 */
function useDocumentLook(language: Language, theme: ThemeName, brandColor: string | null) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dataset.theme = theme;
  }, [language, theme]);
  useEffect(() => {
    let current = true;
    const style = document.documentElement.style;
    const apply = (shades: Record<string, string>) => {
      if (!current) return;
      // The shades of theme/plain.css a brand colour set before (theme/brand-shades.ts) go first.
      for (const name of Array.from(style)) if (name.startsWith('--vigil-')) style.removeProperty(name);
      for (const [name, value] of Object.entries(shades)) style.setProperty(name, value);
    };
    if (!brandColor) apply({});
    else void import('@theme/brand-shades').then((m) => apply(m.brandShades(brandColor, theme)));
    return () => {
      current = false;
    };
  }, [theme, brandColor]);
}

export interface Look {
  language: Language;
  theme: ThemeName;
  brandColor: string | null;
}

const LookContext = createContext<Look>({ language: 'en', theme: 'light', brandColor: null });

/** The language, theme and brand colour the console is drawn with (what its root was given). */
export const useLook = (): Look => useContext(LookContext);

/**
 * What every page needs and nothing of antd: server state, texts, and the theme's variables on the
 * document (theme/plain.css). The pages drawn with antd get its providers from `AntdScope`.
 */
export interface RootProvidersProps {
  client: QueryClient;
  language: Language;
  theme: ThemeName;
  /** The deployment's brand colour (boot data); null: the product's own. */
  brandColor?: string | null;
  children: ReactNode;
}

export function RootProviders({ client, language, theme, brandColor = null, children }: RootProvidersProps) {
  useDocumentLook(language, theme, brandColor);
  const look = useMemo(() => ({ language, theme, brandColor }), [language, theme, brandColor]);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <LookContext.Provider value={look}>{children}</LookContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
