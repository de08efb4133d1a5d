import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';

/** Why nodes cannot be drained here: clustering needs a shared PostgreSQL database and the license's cluster feature. */
export function ClusteringOff() {
  const { t } = useTranslation('admin-cluster');
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('off.title')}
      description={
        <>
          {t('off.text')} <Link to={pathTo('admin-license')}>{t('off.license')}</Link>
        </>
      }
    />
  );
}
