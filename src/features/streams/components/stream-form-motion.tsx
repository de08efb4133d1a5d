import { ProForm, ProFormSlider, ProFormSwitch } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MOTION_SENSITIVITY_MAX, MOTION_SENSITIVITY_MIN } from '@contract/motion-grid';
import { MotionMaskEditor } from './motion-mask-editor';

/**
 * A stream's motion detection (docs/console.md#stream-settings): on or off, sensitivity 1–10 and the
 * mask drawn over its picture; saved with its other settings.
 */
export function StreamFormMotion({ pictureUrl, disabled }: { pictureUrl: string | null; disabled: boolean }) {
  const { t } = useTranslation('stream-form');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={4} id={titleId} style={{ marginTop: 8 }}>
        {t('motion.title')}
      </Typography.Title>
      <ProFormSwitch name={['motion', 'isEnable']} label={t('motion.isEnable')} extra={t('motion.isEnableHint')} />
      <ProFormSlider
        name={['motion', 'sensitivity']}
        label={t('motion.sensitivity')}
        extra={t('motion.sensitivityHint')}
        min={MOTION_SENSITIVITY_MIN}
        max={MOTION_SENSITIVITY_MAX}
        step={1}
        marks={{ [MOTION_SENSITIVITY_MIN]: String(MOTION_SENSITIVITY_MIN), 5: '5', [MOTION_SENSITIVITY_MAX]: '10' }}
        fieldProps={{ ariaLabelForHandle: t('motion.sensitivity') }}
      />
      <ProForm.Item name={['motion', 'mask']} label={t('motion.mask')}>
        <MotionMaskEditor pictureUrl={pictureUrl} disabled={disabled} />
      </ProForm.Item>
    </section>
  );
}
