import { Select } from 'antd';

/** What a search of the streams gives (the streams feature's useStreamSearch). */
export interface StreamSearch {
  onSearch(text: string): void;
  found: readonly { uid: string; name: string }[] | undefined;
  fetching: boolean;
}

/**
 * A list page's stream filter: one of the streams the user may view, searched by name on the server.
 * In the shared UI rather than the streams feature: that feature's index is in the all-streams
 * first load, and antd's Select is not.
 */
export function StreamFilter({
  value,
  onChange,
  label,
  placeholder,
  streams,
}: {
  value: string | null;
  onChange(uid: string | null): void;
  label: string;
  placeholder: string;
  streams: StreamSearch;
}) {
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
