import { DatePicker, Form, Input, Select, Switch, Typography, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BOOKMARK_DESCRIPTION_MAX, BOOKMARK_NAME_MAX, BOOKMARK_TAGS_MAX } from '@contract/bookmark-limits';
import { singleLineRule } from '@/shared/forms/single-line-rule';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The form's fields as antd holds them (times as dayjs). */
export interface BookmarkFields {
  name: string;
  description: string;
  tags: string[];
  start: Dayjs;
  end: Dayjs | null;
  hold: boolean;
}

interface BookmarkFormProps {
  form: FormInstance<BookmarkFields>;
  initial: BookmarkFields;
  /** The stream it is on, said above the fields. */
  streamName: string;
  /** Tags to offer (those already in use). */
  knownTags?: readonly string[];
  disabled?: boolean;
  /** The user may switch the evidence hold (docs/console.md#roles-and-permissions); otherwise it shows, locked. */
  canHold?: boolean;
  onFinish(fields: BookmarkFields): void;
}

/** A bookmark's fields: name, description, tags, start, optional end, and the evidence hold. */
export function BookmarkForm({
  form,
  initial,
  streamName,
  knownTags = [],
  disabled,
  canHold = true,
  onFinish,
}: BookmarkFormProps) {
  const { t } = useTranslation('bookmarks');
  return (
    <Form<BookmarkFields>
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={disabled}
      onFinish={onFinish}
      requiredMark={false}
      id="bookmark-form"
    >
      <Typography.Paragraph type="secondary">{t('form.stream', { name: streamName })}</Typography.Paragraph>
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[
          { required: true, whitespace: true, message: t('reasons:bookmarkNameBlank') },
          singleLineRule(t('reasons:controlCharacters')),
        ]}
      >
        <Input maxLength={BOOKMARK_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea maxLength={BOOKMARK_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="tags" label={t('form.tags')}>
        <Select
          mode="tags"
          aria-label={t('form.tags')}
          placeholder={t('form.tagsPlaceholder')}
          maxCount={BOOKMARK_TAGS_MAX}
          tokenSeparators={[',']}
          options={knownTags.map((tag) => ({ value: tag, label: tag }))}
        />
      </Form.Item>
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12 }}>
        <Form.Item name="start" label={t('form.start')} style={{ flex: '1 1 200px' }}>
          <DatePicker showTime needConfirm={false} format={FORMAT} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="end" label={t('form.end')} extra={t('form.endHint')} style={{ flex: '1 1 200px' }}>
          <DatePicker showTime needConfirm={false} format={FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item
        name="hold"
        label={t('form.hold')}
        valuePropName="checked"
        extra={canHold ? t('holdHint') : t('reasons:holdNotAllowed')}
      >
        <Switch disabled={!canHold} />
      </Form.Item>
    </Form>
  );
}
