import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { addValues } from '@/shared/logic/search-values';

interface ValuesInputProps {
  values: string[];
  onChange: (values: string[]) => void;
  label: string;
  /** Short enough to fit the field on a phone; how to add and remove values goes in `hint`. */
  placeholder: string;
  /** Shown as the field's tooltip (title) and description. */
  hint?: string;
  removeLabel: (value: string) => string;
  max: number;
  /** The longest value (the field takes no more characters). */
  maxLength: number;
  /** What is typed and not yet kept as a value, when the caller holds it (a list filtering as one types). */
  typed?: string;
  /** Every change of what is typed ('' once kept). */
  onTyping?: (typed: string) => void;
}

/**
 * Several search values: each is typed and added with Enter or a comma (or on leaving the field),
 * shown as a closable tag; what is being typed is reported too (a list may filter as the user types).
 * Lighter than a tags-mode Select on a page that must load fast.
 */
export function ValuesInput(props: ValuesInputProps) {
  const { values, onChange, label, placeholder, hint, removeLabel, max, maxLength, typed, onTyping } = props;
  const [own, setOwn] = useState('');
  const draft = typed ?? own;
  const setDraft = (next: string) => {
    setOwn(next);
    onTyping?.(next);
  };
  const commit = (typed: string) => {
    setDraft('');
    const next = addValues(values, typed, max);
    if (next.length !== values.length) onChange(next);
  };
  return (
    <div
      role="group"
      aria-label={label}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, maxWidth: '100%' }}
    >
      {values.map((value) => (
        <Tag
          key={value}
          closable
          closeIcon={<CloseOutlined aria-label={removeLabel(value)} />}
          onClose={() => onChange(values.filter((v) => v !== value))}
          style={{ marginInlineEnd: 0 }}
        >
          {value}
        </Tag>
      ))}
      <Input
        aria-label={label}
        placeholder={placeholder}
        title={hint}
        maxLength={maxLength}
        prefix={<SearchOutlined />}
        value={draft}
        onChange={(event) => {
          const typed = event.target.value;
          if (typed.includes(',')) commit(typed);
          else setDraft(typed);
        }}
        onPressEnter={() => commit(draft)}
        onBlur={() => commit(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Backspace' && draft === '' && values.length > 0) onChange(values.slice(0, -1));
        }}
        // Never wider than its line: a phone's is narrower than 300 px.
        style={{ width: 300, maxWidth: '100%' }}
      />
    </div>
  );
}
