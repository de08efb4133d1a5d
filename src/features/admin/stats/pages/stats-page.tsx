import { Alert, Col, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsRange } from '@contract/index';
import { PageFrame } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { ChartsGrid } from '../components/charts-grid';
import { CountsCard } from '../components/counts-card';
import { RangeSelect } from '../components/range-select';
import { StreamList } from '../components/stream-list';
import { VersionCard } from '../components/version-card';
import { useAdminStats } from '../hooks/use-admin-stats';
import { useVersionCheck } from '../hooks/use-version-check';
import { DEFAULT_RANGE } from '../logic/constants';
import { STATS_NS } from '../texts';

/**
 * Statistics (docs/console.md#screens-and-routes /administration/stats): the figures now, their history over the last hour,
 * 6 or 24 hours, the streams by bitrate and those with errors, and the version check; refreshed
 * every 10 s while open.
 */
export function StatsPage() {
  const { t } = useTranslation(STATS_NS);
  const [range, setRange] = useState<StatsRange>(DEFAULT_RANGE);
  const stats = useAdminStats(range);
  const version = useVersionCheck(true);
  return (
    <PageFrame extra={<RangeSelect value={range} onChange={setRange} />}>
      <QueryState query={stats} label={t('loading')} failed={t('failed')}>
        {(data) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {stats.isError && <Alert type="warning" showIcon title={t('refreshFailed')} />}
            <CountsCard sample={data.now} />
            <ChartsGrid series={data.series} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={10}>
                <StreamList kind="top" streams={data.topByBitrate} />
              </Col>
              <Col xs={24} xl={8}>
                <StreamList kind="failing" streams={data.failing} />
              </Col>
              <Col xs={24} xl={6}>
                <VersionCard check={version.data} failed={version.isError} />
              </Col>
            </Row>
          </Space>
        )}
      </QueryState>
    </PageFrame>
  );
}
