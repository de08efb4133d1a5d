import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Row, Space, Switch, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosaic } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { FormError } from '@/shared/ui/form-error';
import { assign, changePreset, clear, firstEmpty, isDirty, swap, type EditorState } from '../logic/editor';
import { useEditorDraft } from '../use-editor-draft';
import { EditorGrid } from './editor-grid';
import { LayoutPicker } from './layout-picker';
import { StreamPicker } from './stream-picker';

export interface MosaicEditorProps {
  /** 'new', or the id of the mosaic being edited (its draft's key). */
  draftKey: string;
  saved: EditorState;
  /** The saved mosaic, whose tiles name their streams. */
  mosaic?: Mosaic;
  submitText: string;
  saving: boolean;
  error: ApiError | null;
  onSave: (state: EditorState, forgetDraft: () => void) => void;
}

/**
 * The mosaic editor (docs/console.md#screens-and-routes /create-mosaic, /mosaic/:id/edit): name, sharing, layout, and which
 * stream each tile shows, with a live preview; what is typed stays through a refusal.
 */
export function MosaicEditor({ draftKey, saved, mosaic, submitText, saving, error, onSave }: MosaicEditorProps) {
  const { t } = useTranslation('mosaics');
  const [state, setState] = useState(saved);
  const [selected, setSelected] = useState<number | null>(null);
  const [names, setNames] = useState(
    () => new Map((mosaic?.cells ?? []).flatMap((c) => (c.access === 'view' ? [[c.streamUid, c.name] as const] : []))),
  );
  const restore = useCallback((draft: EditorState) => setState(draft), []);
  const { forget } = useEditorDraft(draftKey, saved, state, restore);
  const shown = useMemo(() => new Set(state.streams.filter((s): s is string => s !== null)), [state.streams]);
  const hidden = mosaic?.cells.filter((c) => c.access === 'none').length ?? 0;
  const nameMissing = state.name.trim() === '';

  const place = (slot: number | null, stream: { uid: string; name: string }) => {
    const target = slot ?? firstEmpty(state);
    if (target === null) return;
    setNames((n) => new Map(n).set(stream.uid, stream.name));
    setState((s) => assign(s, target, stream.uid));
    setSelected(null);
  };

  return (
    <Form layout="vertical" aria-label={submitText} onFinish={() => onSave(state, forget)} style={{ maxWidth: 1280 }}>
      <FormError error={error} />
      {hidden > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('editor.hiddenTiles', { count: hidden })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Form.Item
              label={t('editor.name')}
              required
              validateStatus={error?.field === 'name' ? 'error' : undefined}
              style={{ marginBottom: 0 }}
            >
              <Input
                aria-label={t('editor.name')}
                value={state.name}
                maxLength={200}
                onChange={(e) => setState((s) => ({ ...s, name: e.target.value }))}
              />
            </Form.Item>
            <Space>
              <Switch
                aria-label={t('editor.shared')}
                checked={state.isShared}
                onChange={(isShared) => setState((s) => ({ ...s, isShared }))}
              />
              <Typography.Text>{t('editor.sharedHelp')}</Typography.Text>
            </Space>
            <LayoutPicker value={state.preset} onChange={(preset) => setState((s) => changePreset(s, preset))} />
            <Typography.Text type="secondary">{t('editor.hint')}</Typography.Text>
            <EditorGrid
              state={state}
              names={names}
              selected={selected}
              onSelect={(slot) => setSelected((s) => (s === slot ? null : slot))}
              onDropStream={(slot, stream) => place(slot, stream)}
              onSwap={(from, to) => setState((s) => swap(s, from, to))}
              onClear={(slot) => setState((s) => clear(s, slot))}
            />
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <StreamPicker shown={shown} onAdd={(stream) => place(selected, stream)} />
        </Col>
      </Row>
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined aria-hidden />}
          loading={saving}
          disabled={nameMissing}
        >
          {submitText}
        </Button>
        {isDirty(saved, state) && <Typography.Text type="secondary">{t('editor.unsaved')}</Typography.Text>}
      </Space>
    </Form>
  );
}
