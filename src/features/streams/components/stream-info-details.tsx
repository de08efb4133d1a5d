import { Descriptions, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';
import { StreamStatus } from './stream-status';
import { StreamTags } from './stream-tags';

/** The date and time a stream was added, in the page's language. */
export const CREATED_FORMAT = 'D MMM YYYY, HH:mm:ss';

/** Every field of a stream; the source (it may carry credentials) only for administrators. */
export function StreamInfoDetails({ stream, isAdmin }: { stream: Stream; isAdmin: boolean }) {
  const { t } = useTranslation(['stream-pages', 'streams']);
  const none = <Typography.Text type="secondary">{t('info.none')}</Typography.Text>;
  const orNone = (value: ReactNode) => (value ? value : none);
  const yesNo = (value: boolean) => (value ? t('info.yes') : t('info.no'));

  const fields: [key: string, children: ReactNode][] = [
    ['name', stream.name],
    ['uid', <Typography.Text code>{stream.uid}</Typography.Text>],
    ['status', <StreamStatus stream={stream} />],
    ['tags', stream.tags.length > 0 ? <StreamTags tags={stream.tags} /> : none],
    ['location', orNone(stream.location.name)],
    ['marker', orNone(stream.meta.marker)],
    ['archive', stream.archive.isEnable ? t('streams:archive.on') : t('streams:archive.off')],
    ['onDemand', yesNo(stream.live.onDemand)],
    [
      'node',
      <Space size={8} wrap>
        <Typography.Text code>{stream.node.id}</Typography.Text>
        {stream.node.available ? (
          <Tag color="success">{t('info.nodeAvailable')}</Tag>
        ) : (
          <Tag color="volcano">{t('info.nodeUnavailable')}</Tag>
        )}
      </Space>,
    ],
    ['created', dayjs(stream.createdTime).format(CREATED_FORMAT)],
    ['playlist', orNone(stream.live.playlistUrl && <Typography.Text code>{stream.live.playlistUrl}</Typography.Text>)],
  ];
  if (isAdmin)
    fields.push(
      ['source', orNone(stream.streamSource && <Typography.Text code>{stream.streamSource}</Typography.Text>)],
      ['subSource', orNone(stream.subSource && <Typography.Text code>{stream.subSource}</Typography.Text>)],
    );

  const items: DescriptionsProps['items'] = fields.map(([key, children]) => ({
    key,
    label: t(`info.fields.${key}`),
    children,
  }));
  return <Descriptions bordered column={1} size="small" items={items} styles={{ label: { width: 200 } }} />;
}
