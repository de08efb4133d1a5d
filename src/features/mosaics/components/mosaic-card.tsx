import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Mosaic } from '@contract/index';
import { pathTo } from '@/shared/routing';
import { MosaicMiniature } from './mosaic-miniature';

/** One mosaic of the list: its miniature, name (to watch), owner, sharing and tile count; edit and delete for who may. */
export function MosaicCard({ mosaic, onDelete }: { mosaic: Mosaic; onDelete: (mosaic: Mosaic) => Promise<unknown> }) {
  const { t } = useTranslation('mosaics');
  const { modal } = App.useApp();
  const watch = pathTo('mosaic', { id: mosaic.id });
  const confirmDelete = () =>
    modal.confirm({
      title: t('list.deleteConfirm', { name: mosaic.name }),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => onDelete(mosaic).catch(() => undefined),
    });
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={mosaic.name}
      cover={
        <Link to={watch} tabIndex={-1} aria-hidden style={{ padding: 8, display: 'block' }}>
          <MosaicMiniature mosaic={mosaic} />
        </Link>
      }
      actions={
        mosaic.meta.canAdmin
          ? [
              <Link
                key="edit"
                to={pathTo('mosaic-edit', { id: mosaic.id })}
                aria-label={t('list.editOne', { name: mosaic.name })}
              >
                <EditOutlined aria-hidden /> {t('list.edit')}
              </Link>,
              <Button
                key="delete"
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('list.deleteOne', { name: mosaic.name })}
                onClick={confirmDelete}
              >
                {t('list.delete')}
              </Button>,
            ]
          : undefined
      }
    >
      <Link to={watch} style={{ fontWeight: 600 }}>
        {mosaic.name}
      </Link>
      <div>
        <Space size={4} wrap>
          <Typography.Text type="secondary">{t('list.owner', { owner: mosaic.owner })}</Typography.Text>
          <Tag>{t('list.tiles', { count: mosaic.cells.length })}</Tag>
          {mosaic.isShared && <Tag color="blue">{t('list.shared')}</Tag>}
        </Space>
      </div>
    </Card>
  );
}
