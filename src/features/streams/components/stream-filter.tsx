import { Select } from 'antd';
import { useStreamSearch } from '../use-stream-search';

/** A list page's stream filter: one of the streams the user may view, searched by name on the server. */
export function StreamFilter({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string | null;
  onChange(uid: string | null): void;
  label: string;
  placeholder: string;
}) {
  const streams = useStreamSearch();
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: streams.onSearch }}
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(uid) => onChange(uid ?? null)}
      loading={streams.fetching}
      options={(streams.found ?? []).map((s) => ({ value: s.uid, label: s.name }))}
      style={{ width: 200, maxWidth: '100%' }}
    />
  );
}
