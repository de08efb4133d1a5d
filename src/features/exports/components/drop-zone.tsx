import { InboxOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState, type DragEvent } from 'react';

interface DropZoneProps {
  /** What the zone says: drop or pick. */
  label: string;
  hint: string;
  accept: string;
  disabled?: boolean;
  onFile(file: File): void;
}

/** A file dropped on it or picked through it (a click or the keyboard opens the browser's file picker). */
export function DropZone({ label, hint, accept, disabled, onFile }: DropZoneProps) {
  const { token } = theme.useToken();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        display: 'block',
        padding: '24px 16px',
        textAlign: 'center',
        cursor: disabled ? 'not-allowed' : 'pointer',
        border: `1px dashed ${over ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillAlter,
        color: token.colorText,
      }}
    >
      <input
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        // Seen by screen readers and the keyboard, not drawn: the zone is the target.
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file picked again is checked again.
          event.target.value = '';
        }}
      />
      <InboxOutlined aria-hidden style={{ fontSize: 40, color: token.colorPrimary }} />
      <div style={{ marginTop: 8, fontSize: 16 }}>{label}</div>
      <div style={{ color: token.colorTextSecondary }}>{hint}</div>
    </label>
  );
}
