import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditOutcome } from '@contract/index';
import { DateRangePicker } from '@/shared/date-range-picker';
import { isFiltered, noFilters, OUTCOMES, type AuditFilters } from '../logic/audit-query';
import { ActionSelect } from './action-select';

const TEXT_FIELDS = ['actor', 'target', 'address'] as const;

/** The audit log's filters: period, actor, action (by group), outcome, target and address; one reset. */
export function AuditFiltersBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
}) {
  const { t } = useTranslation('admin-audit');
  return (
    <Flex role="search" aria-label={t('filters.label')} wrap gap={8} style={{ marginBottom: 12 }}>
      <DateRangePicker
        type="period"
        value={filters.days}
        onChange={(days) => onChange({ days })}
        aria-label={t('filters.period')}
      />
      <ActionSelect value={filters.action} onChange={(action) => onChange({ action })} />
      <Select<AuditOutcome>
        aria-label={t('filters.outcome')}
        allowClear
        placeholder={t('filters.outcomePlaceholder')}
        value={filters.outcome ?? undefined}
        onChange={(outcome) => onChange({ outcome: outcome ?? null })}
        options={OUTCOMES.map((o) => ({ value: o, label: t(`outcomes.${o}`) }))}
        style={{ width: 170, maxWidth: '100%' }}
      />
      {TEXT_FIELDS.map((field) => (
        <Input
          key={field}
          allowClear
          aria-label={t(`filters.${field}`)}
          placeholder={t(`filters.${field}Placeholder`)}
          value={filters[field]}
          onChange={(e) => onChange({ [field]: e.target.value })}
          style={{ width: field === 'target' ? 240 : 180, maxWidth: '100%' }}
        />
      ))}
      <Button disabled={!isFiltered(filters)} onClick={() => onChange(noFilters)}>
        {t('filters.reset')}
      </Button>
    </Flex>
  );
}
