import { Button, Flex, Typography } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellAt, columnOf, MOTION_CELLS, movedCell, rowOf, withCell } from '../logic/motion-mask';
import './motion-mask-editor.css';

const CELLS = Array.from({ length: MOTION_CELLS }, (_, i) => i);

export interface MotionMaskEditorProps {
  /** The masked cells (left out of motion detection). */
  value?: number[];
  onChange?: (mask: number[]) => void;
  /** The stream's current picture; null: none (a plain background under the grid). */
  pictureUrl: string | null;
  disabled?: boolean;
}

/**
 * The motion mask (docs/console.md#stream-settings): the 16 × 9 grid over the stream's picture. A
 * click or a drag masks the cells it crosses (or unmasks them, when it starts on a masked one);
 * from the keyboard, the arrows move between cells and Space or Enter toggles one.
 */
export function MotionMaskEditor({ value = [], onChange, pictureUrl, disabled = false }: MotionMaskEditorProps) {
  const { t } = useTranslation('stream-form');
  const hintId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState(0);
  const [pictureFailed, setPictureFailed] = useState(false);
  // A drag paints (or clears) the cells it crosses; `mask` follows each change before the next render.
  const drag = useRef<{ masked: boolean; last: number } | null>(null);
  const mask = useRef(value);
  mask.current = value;
  const masked = new Set(value);

  const set = (cell: number, to: boolean) => {
    if (mask.current.includes(cell) === to) return;
    mask.current = withCell(mask.current, cell, to);
    onChange?.(mask.current);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const cell = Number((event.target as HTMLElement).dataset.cell);
    if (!Number.isInteger(cell)) return;
    event.preventDefault();
    const to = !mask.current.includes(cell);
    drag.current = { masked: to, last: cell };
    grid.current?.setPointerCapture?.(event.pointerId);
    setFocus(cell);
    set(cell, to);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = grid.current;
    if (!drag.current || !box) return;
    const rect = box.getBoundingClientRect();
    const cell = cellAt(event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height);
    if (cell === null || cell === drag.current.last) return;
    drag.current.last = cell;
    set(cell, drag.current.masked);
  };
  const endDrag = () => void (drag.current = null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = movedCell(focus, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${next}"]`)?.focus();
  };

  return (
    <div>
      <div className="vigil-motion-mask">
        {pictureUrl && !pictureFailed && (
          <img className="vigil-motion-mask__picture" src={pictureUrl} alt="" onError={() => setPictureFailed(true)} />
        )}
        <div
          ref={grid}
          role="group"
          aria-label={t('motion.mask')}
          aria-describedby={hintId}
          className="vigil-motion-mask__grid"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
        >
          {CELLS.map((cell) => (
            <button
              key={cell}
              type="button"
              data-cell={cell}
              className="vigil-motion-mask__cell"
              aria-pressed={masked.has(cell)}
              aria-label={t('motion.cell', { row: rowOf(cell) + 1, column: columnOf(cell) + 1 })}
              tabIndex={cell === focus ? 0 : -1}
              disabled={disabled}
              // A pointer toggles on press (and drags on); a click from the keyboard (detail 0) toggles here.
              onClick={(event) => {
                if (event.detail === 0) {
                  setFocus(cell);
                  set(cell, !mask.current.includes(cell));
                }
              }}
            />
          ))}
        </div>
      </div>
      <Flex wrap align="center" gap={8} style={{ marginTop: 8 }}>
        <Typography.Text id={hintId} type="secondary">
          {t('motion.maskHint')} {t('motion.masked', { count: value.length })}
        </Typography.Text>
        <Button size="small" disabled={disabled || value.length === 0} onClick={() => onChange?.([])}>
          {t('motion.clearMask')}
        </Button>
      </Flex>
    </div>
  );
}
