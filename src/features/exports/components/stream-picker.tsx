import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStreamSearch } from '@/shared/streams/use-stream-search';
import { EXPORT_MAX_STREAMS, type ExportStream } from '../logic/export-values';
import { EXPORTS_NS } from '../texts';

interface StreamPickerProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Streams known by name already (those preselected), so they show named before any search. */
  known: readonly ExportStream[];
  id?: string;
  disabled?: boolean;
}

/** One or several streams the user may view, searched by name on the server. */
export function StreamPicker({ value = [], onChange, known, id, disabled }: StreamPickerProps) {
  const { t } = useTranslation(EXPORTS_NS);
  const streams = useStreamSearch({ handlesErrors: true });
  const found = streams.found;
  const options = useMemo(() => {
    const names = new Map(known.map((s) => [s.uid, s.name]));
    for (const s of found ?? []) names.set(s.uid, s.name);
    return [...names].map(([uid, name]) => ({ value: uid, label: name }));
  }, [known, found]);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: streams.onSearch }}
      aria-label={t('dialog.streams')}
      placeholder={t('dialog.streamsPlaceholder')}
      value={value}
      onChange={(uids) => onChange?.(uids)}
      maxCount={EXPORT_MAX_STREAMS}
      loading={streams.fetching}
      disabled={disabled}
      options={options}
      optionFilterProp="label"
      style={{ width: '100%' }}
    />
  );
}
