import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '@/shared/routing';
import { CAMERA_ADDRESSES, type CameraAddress } from '../logic/camera-addresses';
import { HELP_NS } from '../texts';
import { CodeBox, HelpSection } from './help-section';

/** Adding a camera, the typical addresses of common makers, and what live on demand means. */
export function GettingStarted({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation(HELP_NS);
  return (
    <HelpSection id="help-start" title={t('start.title')}>
      <Typography.Title level={5}>{t('start.add.title')}</Typography.Title>
      <Typography.Paragraph>{t('start.add.steps')}</Typography.Paragraph>
      <Typography.Paragraph>{t('start.add.credentials')}</Typography.Paragraph>
      {canAdd && (
        <Typography.Paragraph>
          <Link to={pathTo('add-stream')}>{t('start.add.link')}</Link>
        </Typography.Paragraph>
      )}

      <Typography.Title level={5}>{t('start.addresses.title')}</Typography.Title>
      <Typography.Paragraph>{t('start.addresses.intro')}</Typography.Paragraph>
      <Table<CameraAddress>
        size="small"
        pagination={false}
        tableLayout="fixed"
        rowKey="maker"
        dataSource={[...CAMERA_ADDRESSES]}
        columns={[
          { key: 'maker', dataIndex: 'maker', title: t('start.addresses.maker'), width: '32%' },
          {
            key: 'url',
            title: t('start.addresses.address'),
            render: (_: unknown, row: CameraAddress) =>
              row.url ? <CodeBox>{row.url}</CodeBox> : t('start.addresses.onvif'),
          },
        ]}
        style={{ marginBottom: 16 }}
      />

      <Typography.Title level={5}>{t('start.onDemand.title')}</Typography.Title>
      <Typography.Paragraph>{t('start.onDemand.text')}</Typography.Paragraph>
    </HelpSection>
  );
}
