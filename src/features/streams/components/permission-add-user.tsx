import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/index';

/** A searchable choice of the users who may still be given access; choosing one adds them. */
export function PermissionAddUser({
  candidates,
  loading,
  onAdd,
}: {
  candidates: Pick<User, 'name' | 'fullName'>[];
  loading: boolean;
  onAdd: (login: string) => void;
}) {
  const { t } = useTranslation('stream-pages');
  return (
    <Select<string>
      aria-label={t('permission.add')}
      placeholder={t('permission.addPlaceholder')}
      value={null}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      onSelect={(login) => onAdd(login)}
      notFoundContent={t('permission.noCandidates')}
      options={candidates.map((u) => ({
        value: u.name,
        label: u.fullName ? `${u.name} (${u.fullName})` : u.name,
      }))}
      style={{ minWidth: 280 }}
    />
  );
}
