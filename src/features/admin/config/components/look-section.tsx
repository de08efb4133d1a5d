import { ProForm } from '@ant-design/pro-components';
import { Card, ColorPicker, Input, Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Configuration } from '@contract/index';
import { LANGUAGES } from '@/shared/i18n';
import { LogoField } from './logo-field';

const THEMES = ['system', 'light', 'dark'] as const;

/** Product title, logo, default language and theme, brand colour. */
export function LookSection({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation(['admin-config', 'people']);
  const form = ProForm.useFormInstance();
  return (
    <Card title={t('look.title')} style={{ marginBottom: 16 }}>
      <ProForm.Item
        name="appTitle"
        label={t('look.appTitle')}
        extra={t('look.appTitleHelp')}
        rules={[{ required: true, whitespace: true, message: t('look.appTitle') }]}
      >
        <Input maxLength={100} />
      </ProForm.Item>
      <LogoField logo={configuration.appLogo} />
      <ProForm.Item name="defaultLanguage" label={t('look.defaultLanguage')} extra={t('look.defaultLanguageHelp')}>
        <Select
          aria-label={t('look.defaultLanguage')}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`people:languages.${l}`) }))}
        />
      </ProForm.Item>
      <ProForm.Item name="defaultTheme" label={t('look.defaultTheme')} extra={t('look.defaultThemeHelp')}>
        <Segmented
          aria-label={t('look.defaultTheme')}
          options={THEMES.map((theme) => ({ value: theme, label: t(`look.themes.${theme}`) }))}
        />
      </ProForm.Item>
      <ProForm.Item label={t('look.brandColor')} extra={t('look.brandColorHelp')} required={false}>
        <Space.Compact>
          <ProForm.Item
            name="brandColor"
            noStyle
            rules={[{ pattern: /^#[0-9a-fA-F]{6}$/, message: t('look.brandColorInvalid') }]}
          >
            <Input aria-label={t('look.brandColor')} placeholder="#1f6feb" maxLength={7} style={{ width: 140 }} />
          </ProForm.Item>
          <ProForm.Item shouldUpdate noStyle>
            {() => (
              <ColorPicker
                aria-label={t('look.pick')}
                disabledAlpha
                value={
                  /^#[0-9a-fA-F]{6}$/.test(form.getFieldValue('brandColor') ?? '')
                    ? form.getFieldValue('brandColor')
                    : '#1f6feb'
                }
                onChangeComplete={(color) => form.setFieldValue('brandColor', color.toHexString())}
              />
            )}
          </ProForm.Item>
        </Space.Compact>
      </ProForm.Item>
    </Card>
  );
}
