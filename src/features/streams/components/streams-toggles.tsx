import {
  AppstoreOutlined,
  CheckCircleOutlined,
  GlobalOutlined,
  TableOutlined,
  TagsOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { App, Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { flipAvailability, flipGrouping } from '../logic/page-settings';
import { useStreamsPageStore } from '../store';
import { usePrefetchStreamsList } from '../use-streams-list';
import { StreamsTableLazy } from './streams-table-lazy';

/** docs/console.md#screens-and-routes: the three toggles of the all-streams page: grouping, view mode, availability. */
export function StreamsToggles() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const { groupType, viewMode, onlyAvailable, update } = useStreamsPageStore();
  const grouped = groupType === 'tag';
  const groupLabel = t(grouped ? 'tooltips.groupedByTag' : 'tooltips.noGrouped');
  const preloadTable = () => void StreamsTableLazy.preload().catch(() => undefined);
  // A pointer or the focus on a filter toggle asks the list it would show, so the click draws from the cache.
  const prefetch = usePrefetchStreamsList();
  const prefetchGrouping = () => void prefetch(flipGrouping({ groupType }));
  const prefetchAvailability = () => void prefetch(flipAvailability({ onlyAvailable }));
  const availabilityLabel = t(onlyAvailable ? 'tooltips.onlyAvailable' : 'tooltips.allStreams');
  // Into the table once its code is here (asked when the pointer came, or now): the grid stays
  // until then, with no loading state and none of the up-to-300 ms React waits to reveal one.
  // If the code does not come, the grid stays and says so; the next click asks again.
  const switchView = () => {
    if (viewMode === 'table') return update({ viewMode: 'grid' });
    StreamsTableLazy.preload().then(
      () => update({ viewMode: 'table' }),
      () => void message.error(t('pageFailed.text', { ns: 'common' })),
    );
  };
  return (
    <Space size={4}>
      <Tooltip title={groupLabel} mouseLeaveDelay={0.2}>
        <Button
          type="text"
          aria-label={groupLabel}
          aria-pressed={grouped}
          icon={grouped ? <TagsOutlined /> : <UnorderedListOutlined />}
          onPointerEnter={prefetchGrouping}
          onFocus={prefetchGrouping}
          onClick={() => update(flipGrouping({ groupType }))}
        />
      </Tooltip>
      <Tooltip title={t('tooltips.viewMode')} mouseLeaveDelay={0.2}>
        <Button
          type="text"
          aria-label={`${t('tooltips.viewMode')}: ${t(viewMode === 'grid' ? 'header.grid' : 'header.table')}`}
          icon={viewMode === 'grid' ? <AppstoreOutlined /> : <TableOutlined />}
          onPointerEnter={preloadTable}
          onFocus={preloadTable}
          onClick={switchView}
        />
      </Tooltip>
      <Tooltip title={availabilityLabel} mouseLeaveDelay={0.2}>
        <Button
          type="text"
          aria-label={availabilityLabel}
          aria-pressed={onlyAvailable}
          icon={onlyAvailable ? <CheckCircleOutlined /> : <GlobalOutlined />}
          onPointerEnter={prefetchAvailability}
          onFocus={prefetchAvailability}
          onClick={() => update(flipAvailability({ onlyAvailable }))}
        />
      </Tooltip>
    </Space>
  );
}
