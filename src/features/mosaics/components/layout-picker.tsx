import { InputNumber, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gridPreset, PRESETS, type Preset } from '../logic/presets';
import './mosaics.css';

const MAX = 6;

/** The layout: one of the presets, or a free grid of columns × rows. */
export function LayoutPicker({ value, onChange }: { value: Preset; onChange: (preset: Preset) => void }) {
  const { t } = useTranslation('mosaics');
  const named = PRESETS.some((p) => p.name === value.name);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Segmented<string>
        aria-label={t('editor.layout')}
        value={named ? value.name : ''}
        options={PRESETS.map((p) => ({ value: p.name, label: p.name.replace('x', '×') }))}
        onChange={(name) => {
          const preset = PRESETS.find((p) => p.name === name);
          if (preset) onChange(preset);
        }}
        className="vigil-layout-picker"
        style={{ maxWidth: '100%' }}
      />
      <Space wrap size={8}>
        <Typography.Text type="secondary">{t('editor.freeGrid')}</Typography.Text>
        <InputNumber
          aria-label={t('editor.columns')}
          min={1}
          max={MAX}
          precision={0}
          value={value.layout.columns}
          onChange={(columns) => columns && onChange(gridPreset(columns, value.layout.rows))}
          style={{ width: 72 }}
        />
        ×
        <InputNumber
          aria-label={t('editor.rows')}
          min={1}
          max={MAX}
          precision={0}
          value={value.layout.rows}
          onChange={(rows) => rows && onChange(gridPreset(value.layout.columns, rows))}
          style={{ width: 72 }}
        />
      </Space>
    </Space>
  );
}
