import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/shared/i18n';

/** The language field of the user and profile forms: each language named in itself. */
export function LanguageField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('people');
  return (
    <ProFormSelect
      name="language"
      label={t('fields.language')}
      allowClear={false}
      disabled={disabled}
      options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      fieldProps={{ 'aria-label': t('fields.language') }}
    />
  );
}
