import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemStats } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { statsFigures } from '../logic/stats-figures';

/** The server process at a glance: version, uptime, memory, CPU, load, ffmpeg processes and leases. */
export function StatsCard({ stats, failed }: { stats: SystemStats | undefined; failed: boolean }) {
  const { t, i18n } = useTranslation('admin-debug');
  const language = asLanguage(i18n.language) ?? 'en';
  const num = (value: number, digits = 0) => formatNumber(value, language, digits);
  let body;
  if (stats) {
    const f = statsFigures(stats);
    const items = [
      { key: 'version', label: t('stats.version'), children: stats.version },
      { key: 'uptime', label: t('stats.uptime'), children: t('stats.uptimeValue', f.uptime) },
      {
        key: 'memory',
        label: t('stats.memory'),
        children: t('stats.mebibytes', { value: num(f.memory.value, f.memory.digits) }),
      },
      {
        key: 'heap',
        label: t('stats.heap'),
        children: t('stats.mebibytes', { value: num(f.heap.value, f.heap.digits) }),
      },
      { key: 'cpu', label: t('stats.cpu'), children: t('stats.percent', { value: num(f.cpu.value, f.cpu.digits) }) },
      { key: 'load', label: t('stats.load'), children: f.load.map((v) => num(v, 2)).join(' · ') },
      { key: 'ffmpeg', label: t('stats.ffmpeg'), children: num(f.ffmpeg) },
      { key: 'leases', label: t('stats.leases'), children: num(f.leases) },
    ];
    body = <Descriptions column={1} size="small" items={items} />;
  } else if (failed) body = <Alert type="warning" showIcon title={t('stats.failed')} />;
  else
    body = (
      <div role="status" aria-busy="true" aria-label={t('stats.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  return (
    <Card size="small" title={t('stats.title')} role="region" aria-label={t('stats.label')}>
      {stats && failed && <Alert type="warning" showIcon title={t('stats.failed')} style={{ marginBottom: 8 }} />}
      {body}
    </Card>
  );
}
