import { DownloadOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '../logic/constants';
import type { LogFilter } from '../logic/log-filter';
import { LevelSelect } from './level-select';

/** Above the log: the level and text it is narrowed to, pause or resume the tail, and the download. */
export function LogToolbar({
  filter,
  onFilter,
  paused,
  onPaused,
  onDownload,
  downloading,
}: {
  filter: LogFilter;
  onFilter: (filter: LogFilter) => void;
  paused: boolean;
  onPaused: (paused: boolean) => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t } = useTranslation('admin-debug');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
      <LevelSelect
        label={t('filter.level')}
        allText={t('filter.allLevels')}
        value={filter.level}
        onChange={(level) => onFilter({ ...filter, level })}
      />
      <Input
        type="search"
        allowClear
        aria-label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={filter.search}
        onChange={(e) => onFilter({ ...filter, search: e.target.value })}
        style={{ flex: '1 1 200px', minWidth: 0 }}
      />
      <Button
        aria-pressed={paused}
        icon={paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
        onClick={() => onPaused(!paused)}
      >
        {t(paused ? 'tail.resume' : 'tail.pause')}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={onDownload}>
        {t('download')}
      </Button>
    </div>
  );
}
