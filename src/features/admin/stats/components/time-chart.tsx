import { Card, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsSeries } from '@contract/index';
import { useFormatFigure } from '../hooks/use-format-figure';
import { useUplot } from '../hooks/use-uplot';
import { chartData, lastValues, unavailable, type ChartSpec } from '../logic/charts';
import { CHART_HEIGHT } from '../logic/constants';
import { chartOptions } from './chart-options';
import { VISUALLY_HIDDEN } from './visually-hidden';
import { STATS_NS } from '../texts';

/**
 * One time series chart (uPlot on a canvas) as a figure named by its title, with its newest
 * values in words for screen readers; "not available" where the host does not tell the figures.
 */
export function TimeChart({ spec, series }: { spec: ChartSpec; series: StatsSeries }) {
  const { t, i18n } = useTranslation(STATS_NS);
  const language = i18n.language;
  const { token } = theme.useToken();
  const format = useFormatFigure();
  const captionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const options = useMemo(
    () =>
      chartOptions(
        spec,
        token,
        (figure) => t(`figures.${figure}`),
        (value) => format(value, spec.unit),
        {
          label: t('time'),
          tick: (ms, stepMs) => dayjs(ms).format(stepMs < 60_000 ? 'HH:mm:ss' : 'HH:mm'),
          moment: (ms) => dayjs(ms).locale(language).format('D MMM, HH:mm:ss'),
        },
      ),
    [spec, token, t, format, language],
  );
  const data = useMemo(() => chartData(series, spec), [series, spec]);
  useUplot(box, options, data, CHART_HEIGHT);

  const missing = unavailable(series, spec);
  const summary = lastValues(series, spec)
    .map(({ figure, value }) => `${t(`figures.${figure}`)}: ${value === null ? '–' : format(value, spec.unit)}`)
    .join(', ');
  return (
    <Card size="small" styles={{ body: { padding: 12 } }}>
      <figure aria-labelledby={captionId} style={{ margin: 0 }}>
        <figcaption id={captionId}>
          <Typography.Text strong>{t(`charts.${spec.key}`)}</Typography.Text>
        </figcaption>
        {missing && <Typography.Text type="secondary">{t('notAvailable')}</Typography.Text>}
        {!missing && series.time.length === 0 && <Typography.Text type="secondary">{t('noData')}</Typography.Text>}
        <div
          ref={box}
          aria-hidden
          style={{ width: '100%', minHeight: CHART_HEIGHT, display: missing ? 'none' : 'block' }}
        />
        <p style={VISUALLY_HIDDEN}>{t('summary', { values: summary })}</p>
      </figure>
    </Card>
  );
}
