import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addGrant, changeGrantLevel, diffGrants, removeGrant, type Grant } from './logic/grants';
import { GrantTable, type GrantTableProps } from './grant-table';

export interface GrantEditorProps {
  /** The saved grants. */
  saved: Grant[];
  /** What may still be added (already listed ones are left out here), with the label to show. */
  candidates: { id: string; label: string }[];
  candidatesLoading: boolean;
  subject: GrantTableProps['subject'];
  /** The page's own words: hint, the add choice, the table's name, its empty text, the saved message. */
  texts: {
    hint: string;
    add: string;
    addPlaceholder: string;
    noCandidates: string;
    table: string;
    empty: string;
    saved: string;
  };
  save: (rows: Grant[], done: { onSuccess: () => void }) => void;
  saving: boolean;
}

/**
 * A permission page's editor (docs/console.md#roles-and-permissions: per-stream grants, edited as a list on the stream and per
 * user on the user page): the whole list is edited, then saved at once or reset.
 */
export function GrantEditor({ saved, candidates, candidatesLoading, subject, texts, save, saving }: GrantEditorProps) {
  const { t } = useTranslation('grants');
  const { message } = App.useApp();
  // Unsaved edits; null while the list is the saved one.
  const [draft, setDraft] = useState<Grant[] | null>(null);
  const rows = draft ?? saved;
  const diff = diffGrants(saved, rows);
  const offered = candidates.filter((c) => !rows.some((r) => r.id.toLowerCase() === c.id.toLowerCase()));

  const onSave = () =>
    save(rows, {
      onSuccess: () => {
        setDraft(null);
        void message.success(texts.saved);
      },
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{texts.hint}</Typography.Text>
      <Space wrap>
        <Select<string>
          aria-label={texts.add}
          placeholder={texts.addPlaceholder}
          value={null}
          loading={candidatesLoading}
          showSearch={{ optionFilterProp: 'label' }}
          onSelect={(id) => setDraft(addGrant(rows, id))}
          notFoundContent={texts.noCandidates}
          options={offered.map((c) => ({ value: c.id, label: c.label }))}
          style={{ minWidth: 280, maxWidth: '100%' }}
        />
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={!diff.dirty}
          loading={saving}
          onClick={onSave}
        >
          {t('save')}
        </Button>
        <Button icon={<UndoOutlined aria-hidden />} disabled={!diff.dirty || saving} onClick={() => setDraft(null)}>
          {t('reset')}
        </Button>
      </Space>
      {diff.dirty && (
        <Alert
          type="info"
          showIcon
          title={t('unsaved', { added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length })}
        />
      )}
      <GrantTable
        rows={rows}
        subject={subject}
        label={texts.table}
        empty={texts.empty}
        onLevel={(id, level) => setDraft(changeGrantLevel(rows, id, level))}
        onRemove={(id) => setDraft(removeGrant(rows, id))}
      />
    </Space>
  );
}
