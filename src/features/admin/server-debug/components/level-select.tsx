import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVER_LOG_LEVELS } from '@contract/endpoints';
import type { ServerLogLevel } from '@contract/index';

/** A choice among the server's log levels by their names, with an optional "all levels" entry. */
export function LevelSelect({
  label,
  value,
  onChange,
  allText,
  disabled,
  loading,
}: {
  label: string;
  value: ServerLogLevel | null | undefined;
  onChange: (level: ServerLogLevel | null) => void;
  /** The entry for no level (every line); none when absent. */
  allText?: string;
  disabled?: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin-debug');
  const levels = SERVER_LOG_LEVELS.map((level) => ({ value: level as string, label: t(`levelNames.${level}`) }));
  return (
    <Select
      aria-label={label}
      value={value === null && allText ? '' : (value ?? undefined)}
      onChange={(next: string) => onChange(next ? (next as ServerLogLevel) : null)}
      options={allText ? [{ value: '', label: allText }, ...levels] : levels}
      disabled={disabled}
      loading={loading}
      style={{ minWidth: 170 }}
    />
  );
}
