import { BulbFilled, BulbOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import { useUiStore } from '@/shared/preferences/ui-store';

/** Language and theme switches for pages without the user menu (sign-in, recovery, init). */
export function PreferenceSwitches({ language, dark }: { language: Language; dark: boolean }) {
  const { t } = useTranslation('shell');
  const setLanguage = useUiStore((s) => s.setLanguage);
  const setTheme = useUiStore((s) => s.setTheme);
  return (
    <Space>
      <Segmented<Language>
        size="small"
        aria-label={t('menu.language')}
        value={language}
        onChange={setLanguage}
        options={[
          { value: 'en', label: 'EN' },
          { value: 'ru', label: 'RU' },
        ]}
      />
      <Tooltip title={t('menu.theme')}>
        <Button
          size="small"
          type="text"
          aria-label={`${t('menu.theme')}: ${t(dark ? 'menu.themeDark' : 'menu.themeLight')}`}
          icon={dark ? <BulbFilled /> : <BulbOutlined />}
          onClick={() => setTheme(dark ? 'light' : 'dark')}
        />
      </Tooltip>
    </Space>
  );
}
