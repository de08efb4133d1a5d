import { Col, Row, Space } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { PageFrame } from '@/shared/ui/page-frame';
import { LogLevelControl } from '../components/log-level-control';
import { LogToolbar } from '../components/log-toolbar';
import { ServerLogPanel } from '../components/server-log-panel';
import { StatsCard } from '../components/stats-card';
import { useLogDownload } from '../hooks/use-log-download';
import { useServerLog } from '../hooks/use-server-log';
import { useSystemStats } from '../hooks/use-system-stats';
import { SEARCH_TYPING_MS } from '../logic/constants';
import { ALL_LINES, filterQuery } from '../logic/log-filter';

/**
 * Server debug (docs/console.md#screens-and-routes /administration/server-debug): the server's own log, tailed every second
 * and narrowed by level and text, paused, downloaded, and its level changed at run time; beside it
 * (above it on a phone) the server process's health.
 */
export function ServerDebugPage() {
  const [filter, setFilter] = useState(ALL_LINES);
  const [paused, setPaused] = useState(false);
  const search = useDebounced(filter.search, SEARCH_TYPING_MS);
  const applied = { level: filter.level, search };
  const log = useServerLog(applied, paused);
  const stats = useSystemStats();
  const download = useLogDownload();
  return (
    <PageFrame>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={{ span: 7, order: 2 }}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <StatsCard stats={stats.data} failed={stats.isError} />
            <LogLevelControl />
          </Space>
        </Col>
        <Col xs={24} xl={{ span: 17, order: 1 }}>
          <LogToolbar
            filter={filter}
            onFilter={setFilter}
            paused={paused}
            onPaused={setPaused}
            onDownload={() => download.mutate()}
            downloading={download.isPending}
          />
          <ServerLogPanel log={log} paused={paused} filtered={Object.keys(filterQuery(applied)).length > 0} />
        </Col>
      </Row>
    </PageFrame>
  );
}
