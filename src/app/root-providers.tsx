import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import '@theme/plain.css';
import type { ThemeName } from '@theme/index';
import type { Language } from '@/shared/i18n';
import { i18n } from '@/shared/i18n';

/** What a deployment's brand colour takes the place of, with the shades antd would derive (near enough for the plain pages). */
const BRAND_VARIABLES = {
  '--vigil-color-primary': (c: string) => c,
  '--vigil-color-primary-hover': (c: string) => `color-mix(in srgb, ${c} 75%, white)`,
  '--vigil-color-primary-active': (c: string) => `color-mix(in srgb, ${c} 80%, black)`,
} as const;

/** The document follows the console's language, theme and brand colour (before the first paint: no flash of the other theme). */
function useDocumentLook(language: Language, theme: ThemeName, brandColor: string | null) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dataset.theme = theme;
    for (const [name, shade] of Object.entries(BRAND_VARIABLES)) {
      if (brandColor) root.style.setProperty(name, shade(brandColor));
      else root.style.removeProperty(name);
    }
  }, [language, theme, brandColor]);
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
