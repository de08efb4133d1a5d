import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatsFigure, StatsSample } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { STATS_NS } from '../texts';

/** The counts the page opens with: streams by status, then who is watching and what runs. */
const COUNTS: StatsFigure[] = [
  'streamsRunning',
  'streamsPending',
  'streamsFailed',
  'streamsIdle',
  'streamsPaused',
  'viewers',
  'sessions',
  'ffmpegProcesses',
];

/** The newest sample's counts, each a statistic named by its figure. */
export function CountsCard({ sample }: { sample: StatsSample | null }) {
  const { t, i18n } = useTranslation(STATS_NS);
  const language = asLanguage(i18n.language) ?? 'en';
  return (
    <Card size="small" title={t('counts.title')} role="region" aria-label={t('counts.title')}>
      <Row gutter={[16, 16]}>
        {COUNTS.map((figure) => (
          <Col key={figure} xs={12} sm={6} xl={3}>
            <Statistic
              title={t(`counts.${figure}`)}
              value={sample ? formatNumber(Math.round(sample[figure] ?? 0), language) : '–'}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
