import { ContainerOutlined, HistoryOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SPEEDS } from '@/features/player';

export interface ArchiveBarProps {
  /** The moment being played (ms), or null while live. */
  at: number | null;
  speed: number;
  onPick: (at: number) => void;
  onSpeed: (speed: number) => void;
  onLive: () => void;
  /** Exports the tiles' streams around the moment being played; absent: no export offered. */
  onExport?: () => void;
}

/**
 * The mosaic's archive: pick a moment and every tile plays its recording from there on one clock;
 * the player's speeds apply to all; Live brings every tile back to live.
 */
export function ArchiveBar({ at, speed, onPick, onSpeed, onLive, onExport }: ArchiveBarProps) {
  const { t } = useTranslation('mosaics');
  return (
    <Space wrap size={8} style={{ marginBottom: 8 }}>
      <HistoryOutlined aria-hidden />
      <DatePicker
        showTime={{ format: 'HH:mm:ss' }}
        format="YYYY-MM-DD HH:mm:ss"
        aria-label={t('archive.pick')}
        placeholder={t('archive.pick')}
        value={at === null ? null : dayjs(at)}
        disabledDate={(d) => d.isAfter(dayjs())}
        onChange={(value) => value && onPick(value.valueOf())}
      />
      <Select<number>
        aria-label={t('archive.speed')}
        value={speed}
        disabled={at === null}
        onChange={onSpeed}
        options={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
        style={{ width: 96 }}
      />
      <Button icon={<PlayCircleOutlined aria-hidden />} type={at === null ? 'primary' : 'default'} onClick={onLive}>
        {t('archive.live')}
      </Button>
      {onExport && (
        <Button icon={<ContainerOutlined aria-hidden />} disabled={at === null} onClick={onExport}>
          {t('archive.export')}
        </Button>
      )}
    </Space>
  );
}
