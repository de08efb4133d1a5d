import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import 'antd/dist/antd.css';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { themeConfig, type ThemeName } from '@theme/index';
import { useHoverless, usePrefersReducedMotion } from '@/shared/hooks/use-media-query';
import type { Language } from '@/shared/i18n';
import { i18n } from '@/shared/i18n';

const antdLocales = { en: enUS, ru: ruRU } as const;

/**
 * Every form, on a submit with errors: the first invalid field is centred when it is out of view and
 * takes the focus. The browser's focus scroll keeps it below the shell's fixed header (the page's
 * scroll-padding-top, set by the shell), where antd's own check would count a field under the header as seen.
 */
const FORMS: ConfigProviderProps['form'] = { scrollToFirstError: { block: 'center', focus: true } };

/**
 * Where the pointer cannot hover, a tap would open a tooltip that stays: tooltips then open on
 * nothing (each control says what it does through its label), unless one asks for a click itself.
 */
const HOVERLESS_TOOLTIPS: ConfigProviderProps['tooltip'] = { trigger: [] };

/** Server state, texts, antd's locale and theme (without motion when the system asks for less). Tests and stories wrap components in the same. */
export function Providers({
  client,
  language,
  theme,
  brandColor = null,
  children,
}: {
  client: QueryClient;
  language: Language;
  theme: ThemeName;
  /** The deployment's brand colour (boot data); null: the product's own. */
  brandColor?: string | null;
  children: ReactNode;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const hoverless = useHoverless();
  const config = useMemo(() => themeConfig(theme, { reducedMotion, brandColor }), [theme, reducedMotion, brandColor]);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={antdLocales[language]}
          theme={config}
          form={FORMS}
          tooltip={hoverless ? HOVERLESS_TOOLTIPS : undefined}
        >
          <AntApp notification={{ placement: 'topRight' }}>{children}</AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
