import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatsSeries } from '@contract/index';
import { CHARTS } from '../logic/charts';
import { TimeChart } from './time-chart';
import { STATS_NS } from '../texts';

/** Every chart of the page: two a row on a wide screen, one under the other on a phone. */
export function ChartsGrid({ series }: { series: StatsSeries }) {
  const { t } = useTranslation(STATS_NS);
  return (
    <section aria-label={t('charts.label')}>
      <Row gutter={[16, 16]}>
        {CHARTS.map((spec) => (
          <Col key={spec.key} xs={24} lg={12}>
            <TimeChart spec={spec} series={series} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
