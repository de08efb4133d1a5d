import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import 'antd/dist/antd.css';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { themeConfig } from '@theme/index';
import { useHoverless, usePrefersReducedMotion } from '@/shared/hooks/use-media-query';
import '@/shared/i18n/all-namespaces';
import { takeClosing, takeNotes, useNotesStore, type Note } from './notifications/notes-store';
import { useLook } from './root-providers';
import { HEADER_HEIGHT } from './shell/header-height';

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

/**
 * Notifications open top-right below the shell's header: never over its add button and user menu
 * (a notice that stays while the server is away would hide them all that time).
 */
const NOTIFICATIONS = { placement: 'topRight', top: HEADER_HEIGHT + 8 } as const;

const InScope = createContext(false);

/**
 * antd's locale, theme (without motion when the system asks for less) and App (its messages and
 * dialogs), with antd's styles and every page's texts: around the signed-in shell and every page
 * drawn with antd. Its code loads with the first such page, never with the sign-in pages. Inside
 * another scope it adds nothing.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const nested = useContext(InScope);
  const { language, theme, brandColor } = useLook();
  const reducedMotion = usePrefersReducedMotion();
  const hoverless = useHoverless();
  const config = useMemo(() => themeConfig(theme, { reducedMotion, brandColor }), [theme, reducedMotion, brandColor]);
  if (nested) return children;
  return (
    <InScope.Provider value>
      <ConfigProvider
        locale={antdLocales[language]}
        theme={config}
        form={FORMS}
        tooltip={hoverless ? HOVERLESS_TOOLTIPS : undefined}
      >
        <AntApp notification={NOTIFICATIONS}>{children}</AntApp>
      </ConfigProvider>
    </InScope.Provider>
  );
}

function Shown() {
  const { notification } = AntApp.useApp();
  const pending = useNotesStore((s) => s.pending);
  const closing = useNotesStore((s) => s.closing);
  useEffect(() => {
    for (const { kind, key, title, sticky, description, link } of takeNotes())
      notification[kind]({
        key,
        title,
        description,
        placement: 'topRight',
        ...(sticky ? { duration: false } : {}),
        ...(link ? { actions: <NoteLink link={link} onGo={() => notification.destroy(key)} /> } : {}),
      });
  }, [pending, notification]);
  useEffect(() => {
    for (const key of takeClosing()) notification.destroy(key);
  }, [closing, notification]);
  return null;
}

function NoteLink({ link, onGo }: { link: NonNullable<Note['link']>; onGo: () => void }) {
  return (
    <Link to={link.to} onClick={onGo}>
      {link.label}
    </Link>
  );
}

/**
 * Shows the console's notes as antd's notifications, top-right, inside antd's scope (its own when
 * there is none around it). Here with the scope, so that once antd's part of the console is in,
 * showing a note fetches nothing (the server may be what went away).
 */
export function NotificationHost() {
  return (
    <AntdScope>
      <Shown />
    </AntdScope>
  );
}
