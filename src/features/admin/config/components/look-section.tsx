import { ProForm } from '@ant-design/pro-components';
import { Card, ColorPicker, Form, Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Configuration } from '@contract/index';
import { singleLineRule } from '@/shared/forms/single-line-rule';
import { LANGUAGES } from '@/shared/i18n';
import { LogoField } from './logo-field';

const THEMES = ['system', 'light', 'dark'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** Product title, logo, default language and theme, brand colour. */
export function LookSection({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation(['admin-config', 'people', 'reasons']);
  const form = ProForm.useFormInstance();
  const brandColor = Form.useWatch<string | undefined>('brandColor', form);
  return (
    <Card title={t('look.title')} style={{ marginBottom: 16 }}>
      <ProForm.Item
        name="appTitle"
        label={t('look.appTitle')}
        extra={t('look.appTitleHelp')}
        rules={[
          { required: true, whitespace: true, message: t('look.appTitle') },
          singleLineRule(t('reasons:controlCharacters')),
        ]}
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
      <ProForm.Item
        name="brandColor"
        label={t('look.brandColor')}
        extra={t('look.brandColorHelp')}
        rules={[{ pattern: HEX, message: t('look.brandColorInvalid') }]}
      >
        <Input
          placeholder="#1f6feb"
          maxLength={7}
          style={{ width: 200 }}
          suffix={
            <ColorPicker
              size="small"
              aria-label={t('look.pick')}
              disabledAlpha
              value={HEX.test(brandColor ?? '') ? brandColor : '#1f6feb'}
              onChangeComplete={(color) => form.setFieldValue('brandColor', color.toHexString())}
            />
          }
        />
      </ProForm.Item>
    </Card>
  );
}
