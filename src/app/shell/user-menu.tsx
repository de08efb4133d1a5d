import {
  ApiOutlined,
  BgColorsOutlined,
  BookOutlined,
  CheckOutlined,
  CloudDownloadOutlined,
  CloudServerOutlined,
  ControlOutlined,
  GlobalOutlined,
  LogoutOutlined,
  RocketOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiDocumentationUrl } from '@/shared/http/api-documentation';
import { pathTo } from '@/shared/routing';
import type { UserMenuEntry } from '../logic/menus';
import type { ThemePreference } from '@/shared/preferences/ui-store';

export interface UserMenuProps {
  userName: string;
  entries: UserMenuEntry[];
  version: string;
  documentationUrl: string | null;
  pricingUrl: string | null;
  theme: ThemePreference;
  language: 'en' | 'ru';
  onTheme: (theme: ThemePreference) => void;
  onLanguage: (language: 'en' | 'ru') => void;
  onLogout: () => void;
  /** A newer release the version check found (administrators only), with its notes. */
  update?: { version: string; notesUrl: string | null } | null;
}

// The server switcher (a form) loads when it is first opened, not with every page.
const SwitchServerModal = lazy(() => import('./switch-server-modal').then((m) => ({ default: m.SwitchServerModal })));

/**
 * An entry that opens another page in a new tab: a real link (the whole entry
 * is its target), so the console stays where it is and the browser's own
 * "open in new tab" works too.
 */
const newTab = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}
  </a>
);

/** A check mark on the chosen theme and language (a blank of the same width on the others). */
const current = (chosen: boolean) =>
  chosen ? <CheckOutlined aria-hidden /> : <CheckOutlined aria-hidden style={{ visibility: 'hidden' }} />;

/** docs/console.md#screens-and-routes, the user menu: its entries come from `userMenuEntries`, the version closes it. */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);

  const build: Record<UserMenuEntry, NonNullable<MenuProps['items']>[number]> = {
    profile: {
      key: 'profile',
      icon: <UserOutlined aria-hidden />,
      label: t('menu.profile'),
      onClick: () => navigate(pathTo('profile-info')),
    },
    administration: {
      key: 'administration',
      icon: <ControlOutlined aria-hidden />,
      label: t('menu.administration'),
      onClick: () => navigate(pathTo('admin-stats')),
    },
    'switch-server': {
      key: 'switch-server',
      icon: <CloudServerOutlined aria-hidden />,
      label: t('menu.switchServer'),
      onClick: () => setSwitching(true),
    },
    'more-features': {
      key: 'more-features',
      icon: <RocketOutlined aria-hidden />,
      label: newTab(props.pricingUrl ?? '', t('menu.moreFeatures')),
    },
    documentation: {
      key: 'documentation',
      icon: <BookOutlined aria-hidden />,
      label: newTab(props.documentationUrl ?? '', t('menu.documentation')),
    },
    'api-documentation': {
      key: 'api-documentation',
      icon: <ApiOutlined aria-hidden />,
      label: newTab(apiDocumentationUrl(), t('menu.apiDocumentation')),
    },
    theme: {
      key: 'theme',
      icon: <BgColorsOutlined aria-hidden />,
      label: t('menu.theme'),
      children: (['system', 'light', 'dark'] as const).map((theme) => ({
        key: `theme-${theme}`,
        label: t(`menu.theme${theme[0]?.toUpperCase()}${theme.slice(1)}`),
        icon: current(props.theme === theme),
        onClick: () => props.onTheme(theme),
      })),
    },
    language: {
      key: 'language',
      icon: <GlobalOutlined aria-hidden />,
      label: t('menu.language'),
      children: [
        {
          key: 'language-en',
          label: 'English',
          icon: current(props.language === 'en'),
          onClick: () => props.onLanguage('en'),
        },
        {
          key: 'language-ru',
          label: 'Русский',
          icon: current(props.language === 'ru'),
          onClick: () => props.onLanguage('ru'),
        },
      ],
    },
    logout: {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: t('menu.logout'),
      danger: true,
      onClick: props.onLogout,
    },
  };

  const { update } = props;
  const updateText = update ? t('menu.updateAvailable', { version: update.version }) : '';
  const items: MenuProps['items'] = [
    ...props.entries.map((entry) => build[entry]),
    { type: 'divider' },
    ...(update
      ? [
          {
            key: 'update',
            icon: <CloudDownloadOutlined aria-hidden />,
            label: update.notesUrl ? newTab(update.notesUrl, updateText) : updateText,
          },
        ]
      : []),
    { key: 'version', label: t('menu.version', { version: props.version }), disabled: true },
  ];

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items }}>
        <Button
          type="text"
          aria-label={t('menu.userMenu')}
          icon={<Avatar size="small" icon={<UserOutlined aria-hidden />} />}
        >
          <span className="vigil-user-name" style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {props.userName}
          </span>
        </Button>
      </Dropdown>
      {switching && (
        <Suspense fallback={null}>
          <SwitchServerModal open onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </>
  );
}
