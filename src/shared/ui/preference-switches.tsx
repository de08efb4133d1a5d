import BulbFilled from '@ant-design/icons-svg/es/asn/BulbFilled';
import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/i18n';
import { PlainButton, PlainIcon } from '@/shared/plain-ui';
import { useUiStore } from '@/shared/preferences/ui-store';
import './preference-switches.css';

/**
 * Language and theme switches for pages without the user menu (sign-in, recovery, init, a share
 * link's page): drawn without antd, as its Segmented and a text button look.
 */
export function PreferenceSwitches({ language, dark }: { language: Language; dark: boolean }) {
  const { t } = useTranslation('shell');
  const name = useId();
  const setLanguage = useUiStore((s) => s.setLanguage);
  const setTheme = useUiStore((s) => s.setTheme);
  const theme = `${t('menu.theme')}: ${t(dark ? 'menu.themeDark' : 'menu.themeLight')}`;
  return (
    <div className="vigil-preferences">
      <div role="radiogroup" aria-label={t('menu.language')} className="vigil-segmented">
        {LANGUAGES.map((value) => (
          <label
            key={value}
            className={
              value === language ? 'vigil-segmented__item vigil-segmented__item--selected' : 'vigil-segmented__item'
            }
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === language}
              onChange={() => setLanguage(value)}
            />
            {value.toUpperCase()}
          </label>
        ))}
      </div>
      <PlainButton
        kind="text"
        title={t('menu.theme')}
        aria-label={theme}
        onClick={() => setTheme(dark ? 'light' : 'dark')}
      >
        <PlainIcon icon={dark ? BulbFilled : BulbOutlined} />
      </PlainButton>
    </div>
  );
}
