import { ContainerOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { newExportValues, type ExportValues } from '@/features/exports';
import type { TimeWindow } from '@/features/timeline';
import { defaultDownloadRange } from '../logic/download-range';

/**
 * The player's Export button: opens the export dialog on the clip the download offers (the minutes
 * up to the playing time); more streams can be added there. Disabled until something is recorded.
 */
export function ExportClipButton(props: {
  uid: string;
  recorded: TimeWindow | null;
  maxSeconds: number;
  playingTime(): number | null;
  onExport(values: ExportValues): void;
}) {
  const { t } = useTranslation('player');
  return (
    <Tooltip title={t('exportHint')} mouseLeaveDelay={0.2}>
      <Button
        aria-label={t('export')}
        icon={<ContainerOutlined aria-hidden />}
        disabled={!props.recorded}
        onClick={() => {
          const range = defaultDownloadRange(props.playingTime(), props.recorded, props.maxSeconds);
          if (range) props.onExport(newExportValues([props.uid], range));
        }}
      />
    </Tooltip>
  );
}
