import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The permission page for anyone but an administrator. */
export function PermissionForbidden() {
  const { t } = useTranslation('stream-pages');
  return <Result status="403" title={t('permission.forbiddenTitle')} subTitle={t('permission.forbiddenText')} />;
}
