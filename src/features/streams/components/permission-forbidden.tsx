import { useTranslation } from 'react-i18next';
import { StatusResult } from '@/shared/ui/status-result';

/** The permission page for anyone but an administrator. */
export function PermissionForbidden() {
  const { t } = useTranslation('stream-pages');
  return (
    <StatusResult kind="forbidden" title={t('permission.forbiddenTitle')} subTitle={t('permission.forbiddenText')} />
  );
}
