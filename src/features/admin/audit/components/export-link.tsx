import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Downloads the CSV export of the filtered log: a plain link, so the browser streams the file to disk. */
export function ExportLink({ href }: { href: string }) {
  const { t } = useTranslation('admin-audit');
  return (
    <Button href={href} download icon={<DownloadOutlined aria-hidden />} title={t('exportHint')}>
      {t('export')}
    </Button>
  );
}
