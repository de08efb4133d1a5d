import { ProForm } from '@ant-design/pro-components';
import { Card, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** The archive limits, the evidence-hold cap among them (docs/console.md#entities boot data), with the contract's bounds. */
const LIMITS = [
  { name: 'archiveMaxDepthHours', label: 'archive.depth', help: 'archive.depthHelp', min: -1, max: 876000 },
  { name: 'archiveDownloadMaxSeconds', label: 'archive.download', help: 'archive.downloadHelp', min: 1, max: 86400 },
  { name: 'playlistMaxSeconds', label: 'archive.playlist', help: null, min: 60, max: 31536000 },
  { name: 'rangesMaxSeconds', label: 'archive.ranges', help: null, min: 60, max: 31536000 },
  { name: 'bookmarkHoldMaxHours', label: 'archive.holdHours', help: 'archive.holdHoursHelp', min: 0, max: 876000 },
] as const;

export function ArchiveSection() {
  const { t } = useTranslation('admin-config');
  return (
    <Card title={t('archive.title')} style={{ marginBottom: 16 }}>
      {LIMITS.map((limit) => (
        <ProForm.Item
          key={limit.name}
          name={limit.name}
          label={t(limit.label)}
          extra={limit.help ? t(limit.help) : undefined}
          rules={[{ required: true, type: 'integer', min: limit.min, max: limit.max }]}
        >
          <InputNumber min={limit.min} max={limit.max} precision={0} style={{ width: 200, maxWidth: '100%' }} />
        </ProForm.Item>
      ))}
    </Card>
  );
}
