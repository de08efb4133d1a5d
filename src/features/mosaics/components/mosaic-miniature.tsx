import { LockOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { Mosaic } from '@contract/index';
import { tileThumbnail } from '../api';

/** A small picture of a mosaic: its grid, each tile with its stream's latest picture (a lock where the viewer has no access). */
export function MosaicMiniature({ mosaic, tick = 0 }: { mosaic: Mosaic; tick?: number }) {
  const { token } = theme.useToken();
  const { columns, rows } = mosaic.layout;
  return (
    <div
      aria-hidden
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        gridTemplateRows: `repeat(${rows}, 1fr)`,
        aspectRatio: `${columns * 16} / ${rows * 9}`,
        gap: 2,
        background: token.colorBgLayout,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
      }}
    >
      {mosaic.cells.map((cell) => (
        <div
          key={cell.position}
          style={{
            gridColumn: `${(cell.position % columns) + 1} / span ${cell.columnSpan}`,
            gridRow: `${Math.floor(cell.position / columns) + 1} / span ${cell.rowSpan}`,
            background: token.colorFillSecondary,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 0,
            minHeight: 0,
          }}
        >
          {cell.access === 'view' ? (
            <img
              src={tileThumbnail(cell.streamUid, tick)}
              alt=""
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <LockOutlined style={{ color: token.colorTextQuaternary }} />
          )}
        </div>
      ))}
    </div>
  );
}
