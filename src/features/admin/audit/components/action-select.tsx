import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTION_GROUPS, GROUPS, actionKey, groupPrefix } from '../logic/action-catalogue';

/** The action filter: the catalogue by group, each group first as a whole (its prefix), then its actions. */
export function ActionSelect({
  value,
  onChange,
  id,
}: {
  value: string | null;
  onChange: (action: string | null) => void;
  id?: string;
}) {
  const { t } = useTranslation('admin-audit');
  const options = GROUPS.map((group) => ({
    label: t(`groups.${group}`),
    title: t(`groups.${group}`),
    options: [
      { value: groupPrefix(group), label: t('filters.allOfGroup', { group: t(`groups.${group}`) }) },
      ...ACTION_GROUPS[group].map((action) => ({ value: action, label: t(`actions.${actionKey(action)}`) })),
    ],
  }));
  return (
    <Select<string>
      id={id}
      aria-label={t('filters.action')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('filters.actionPlaceholder')}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      options={options}
      style={{ width: 240, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
