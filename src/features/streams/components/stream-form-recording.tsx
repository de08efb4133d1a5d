import { ProForm, ProFormDependency, ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDING_MODES } from '@contract/recording-mode';
import { needsMotion, timeZoneOptions } from '../logic/recording-schedule';
import type { StreamFormValues } from '../logic/stream-form';
import { RecordingScheduleEditor } from './recording-schedule-editor';

/**
 * What a stream's archive keeps (docs/console.md#stream-settings, docs/motion.md#recording-modes):
 * everything, what is near motion, or a weekly schedule of off / always / on motion hours in a time zone.
 */
export function StreamFormRecording({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('stream-form');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={4} id={titleId} style={{ marginTop: 8 }}>
        {t('recording.title')}
      </Typography.Title>
      <ProFormRadio.Group
        name={['archive', 'mode']}
        label={t('recording.mode')}
        extra={t('recording.modeHint')}
        options={RECORDING_MODES.map((mode) => ({ value: mode, label: t(`recording.modes.${mode}`) }))}
        fieldProps={{ 'aria-label': t('recording.mode') } as object}
        dependencies={[
          ['motion', 'isEnable'],
          ['archive', 'schedule', 'days'],
        ]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, mode) =>
              needsMotion(mode, getFieldValue(['archive', 'schedule', 'days'])) &&
              getFieldValue(['motion', 'isEnable']) === false
                ? Promise.reject(new Error(t('recording.needsMotion')))
                : Promise.resolve(),
          }),
        ]}
      />
      <ProFormDependency<StreamFormValues> name={[['archive', 'mode']]}>
        {({ archive }) => (archive?.mode === 'schedule' ? <ScheduleFields disabled={disabled} /> : null)}
      </ProFormDependency>
    </section>
  );
}

function ScheduleFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('stream-form');
  const form = ProForm.useFormInstance<StreamFormValues>();
  const current = ProForm.useWatch(['archive', 'schedule', 'timeZone'], form) as string | undefined;
  const zones = useMemo(() => timeZoneOptions(current).map((zone) => ({ value: zone, label: zone })), [current]);
  return (
    <>
      <ProFormSelect
        name={['archive', 'schedule', 'timeZone']}
        label={t('recording.timeZone')}
        extra={t('recording.timeZoneHint')}
        options={zones}
        showSearch
        allowClear={false}
        width="md"
        fieldProps={{ 'aria-label': t('recording.timeZone'), virtual: true }}
      />
      <ProForm.Item name={['archive', 'schedule', 'days']} label={t('recording.schedule')}>
        <RecordingScheduleEditor disabled={disabled} />
      </ProForm.Item>
    </>
  );
}
