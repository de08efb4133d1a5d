import { ProForm, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { singleLineRule } from '@/shared/forms/single-line-rule';
import { SOURCE_PATTERN, STREAM_LIMITS, tagsProblem, type StreamFieldPath } from '../logic/stream-form';

/**
 * A text setting. A plain Input in ProForm.Item (not ProFormText): the item
 * then hands the input its error state and message (aria-invalid,
 * aria-describedby), which ProFormText drops.
 */
function TextField({
  name,
  label,
  rules,
  extra,
  input,
}: {
  name: StreamFieldPath;
  label: string;
  rules: Rule[];
  extra?: string;
  input?: InputProps;
}) {
  return (
    <ProForm.Item name={name} label={label} rules={rules} extra={extra}>
      <Input autoComplete="off" {...input} />
    </ProForm.Item>
  );
}

/**
 * The settings of a stream, shared by the add and settings pages: name, source,
 * the optional low-resolution sub-stream, tags, location, marker, archive and live on demand, with the contract's limits.
 * Without `showSource` the source (and the sub-stream) is only said to be the administrators' (the
 * API hides it from others). `afterSource` goes right under the source (the
 * check panel), `archiveCost` under the archive switch.
 */
export function StreamFormFields({
  showSource,
  afterSource,
  isNew = false,
  archiveCost,
}: {
  showSource: boolean;
  afterSource?: ReactNode;
  isNew?: boolean;
  /** Under the archive switch: what recording costs (the add page, once the source's bitrate is known). */
  archiveCost?: ReactNode;
}) {
  const { t } = useTranslation(['stream-form', 'reasons']);
  const form = ProForm.useFormInstance();
  // A new stream records by default, except one that runs only while watched (unless chosen).
  const archiveChosen = useRef(false);
  const onDemandChanged = (onDemand: boolean) => {
    if (isNew && !archiveChosen.current) form.setFieldValue(['archive', 'isEnable'], !onDemand);
  };
  const oneLine = singleLineRule(t('reasons:controlCharacters'));
  const maxLength = (max: number): Rule => ({ max, message: t('fields.tooLong', { max }) });
  const sourceRule: Rule = {
    validator: (_, value: string | undefined) =>
      !value?.trim() || SOURCE_PATTERN.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('fields.sourceInvalid'))),
  };
  const tagsRule: Rule = {
    validator: (_, value: string[] | undefined) => {
      const problem = tagsProblem(value);
      if (problem === 'tooMany')
        return Promise.reject(new Error(t('fields.tagsTooMany', { max: STREAM_LIMITS.tagsMax })));
      if (problem === 'tooLong')
        return Promise.reject(new Error(t('fields.tagTooLong', { max: STREAM_LIMITS.tagMax })));
      return Promise.resolve();
    },
  };

  return (
    <>
      <TextField
        name={['name']}
        label={t('fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('fields.nameRequired') },
          maxLength(STREAM_LIMITS.nameMax),
          oneLine,
        ]}
        input={{ placeholder: t('fields.namePlaceholder'), autoFocus: true }}
      />
      {showSource ? (
        <TextField
          name={['streamSource']}
          label={t('fields.source')}
          extra={t('fields.sourceHint')}
          rules={[
            { required: true, whitespace: true, message: t('fields.sourceRequired') },
            maxLength(STREAM_LIMITS.sourceMax),
            sourceRule,
          ]}
          input={{ placeholder: t('fields.sourcePlaceholder'), spellCheck: false, inputMode: 'url' }}
        />
      ) : (
        <ProForm.Item label={t('fields.source')}>{t('fields.sourceAdminsOnly')}</ProForm.Item>
      )}
      {afterSource}
      {showSource && (
        <TextField
          name={['subSource']}
          label={t('fields.subSource')}
          extra={t('fields.subSourceHint')}
          rules={[maxLength(STREAM_LIMITS.sourceMax), sourceRule]}
          input={{ placeholder: t('fields.subSourcePlaceholder'), spellCheck: false, inputMode: 'url' }}
        />
      )}
      <ProFormSelect
        name="tags"
        label={t('fields.tags')}
        mode="tags"
        placeholder={t('fields.tagsPlaceholder')}
        fieldProps={{ tokenSeparators: [','], suffixIcon: null }}
        rules={[tagsRule]}
      />
      <TextField
        name={['location', 'name']}
        label={t('fields.location')}
        rules={[maxLength(STREAM_LIMITS.locationMax), oneLine]}
        input={{ placeholder: t('fields.locationPlaceholder') }}
      />
      <TextField
        name={['meta', 'marker']}
        label={t('fields.marker')}
        rules={[maxLength(STREAM_LIMITS.markerMax), oneLine]}
        input={{ placeholder: t('fields.markerPlaceholder') }}
      />
      <ProFormSwitch
        name={['archive', 'isEnable']}
        label={t('fields.archive')}
        extra={
          <>
            {t('fields.archiveHint')}
            {archiveCost}
          </>
        }
        fieldProps={{ onChange: () => void (archiveChosen.current = true) }}
      />
      <ProFormSwitch
        name={['live', 'onDemand']}
        label={t('fields.onDemand')}
        extra={t('fields.onDemandHint')}
        fieldProps={{ onChange: onDemandChanged }}
      />
    </>
  );
}
