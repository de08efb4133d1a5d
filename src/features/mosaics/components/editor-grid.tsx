import { CloseOutlined } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditorState } from '../logic/editor';
import { STREAM_DRAG } from './stream-picker';

const TILE_DRAG = 'application/x-vigil-tile';

export interface EditorGridProps {
  state: EditorState;
  names: ReadonlyMap<string, string>;
  /** The tile a stream from the list goes to. */
  selected: number | null;
  onSelect: (slot: number) => void;
  onDropStream: (slot: number, stream: { uid: string; name: string }) => void;
  onSwap: (from: number, to: number) => void;
  onClear: (slot: number) => void;
}

/** The preview of the mosaic being edited: its tiles where they will be; drop streams on them, drag one onto another to swap. */
export function EditorGrid({ state, names, selected, onSelect, onDropStream, onSwap, onClear }: EditorGridProps) {
  const { t } = useTranslation('mosaics');
  const { token } = theme.useToken();
  const { columns, rows } = state.preset.layout;
  return (
    <div
      role="group"
      aria-label={t('editor.preview')}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        gridTemplateRows: `repeat(${rows}, 1fr)`,
        aspectRatio: `${columns * 16} / ${rows * 9}`,
        gap: 4,
        width: '100%',
        background: token.colorBgLayout,
      }}
    >
      {state.preset.slots.map((slot, i) => {
        const uid = state.streams[i] ?? null;
        const name = uid ? (names.get(uid) ?? uid) : null;
        const label = name ? t('editor.tile', { n: i + 1, name }) : t('editor.emptyTile', { n: i + 1 });
        return (
          <div
            key={`${state.preset.name}-${slot.position}`}
            draggable={uid !== null}
            onDragStart={(e) => e.dataTransfer.setData(TILE_DRAG, String(i))}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const tile = e.dataTransfer.getData(TILE_DRAG);
              const stream = e.dataTransfer.getData(STREAM_DRAG);
              if (tile !== '') onSwap(Number(tile), i);
              else if (stream) onDropStream(i, JSON.parse(stream) as { uid: string; name: string });
            }}
            style={{
              gridColumn: `${(slot.position % columns) + 1} / span ${slot.columnSpan}`,
              gridRow: `${Math.floor(slot.position / columns) + 1} / span ${slot.rowSpan}`,
              position: 'relative',
              minWidth: 0,
              minHeight: 0,
            }}
          >
            <button
              type="button"
              aria-label={label}
              aria-pressed={selected === i}
              onClick={() => onSelect(i)}
              style={{
                width: '100%',
                height: '100%',
                border: `2px ${uid ? 'solid' : 'dashed'} ${selected === i ? token.colorPrimary : token.colorBorder}`,
                borderRadius: token.borderRadiusSM,
                background: uid ? token.colorFillSecondary : 'transparent',
                color: token.colorText,
                cursor: 'pointer',
                padding: 4,
                overflow: 'hidden',
              }}
            >
              <Typography.Text ellipsis type={uid ? undefined : 'secondary'}>
                {name ?? t('editor.dropHere')}
              </Typography.Text>
            </button>
            {uid && (
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('editor.clearTile', { n: i + 1 })}
                onClick={() => onClear(i)}
                style={{ position: 'absolute', top: 2, right: 2 }}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
