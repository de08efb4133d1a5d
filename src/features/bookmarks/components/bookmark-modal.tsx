import { App, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { toApiError } from '@/shared/http/to-api-error';
import { FormError } from '@/shared/ui/form-error';
import {
  bookmarkProblem,
  createBody,
  formFieldOf,
  updateBody,
  valuesOf,
  type BookmarkValues,
} from '../logic/bookmark-values';
import { useBookmarkChanges } from '../use-bookmarks';
import { BookmarkForm, type BookmarkFields } from './bookmark-form';

export type BookmarkModalProps = {
  streamUid: string;
  streamName: string;
  knownTags?: readonly string[];
  /** A new bookmark: whether the user may hold its stream's recordings (an existing one says it in its meta). */
  canHold?: boolean;
  onClose(saved?: Bookmark): void;
} & ({ bookmark: Bookmark; initial?: undefined } | { bookmark?: undefined; initial: BookmarkValues });

const toFields = (v: BookmarkValues): BookmarkFields => ({
  name: v.name,
  description: v.description,
  tags: v.tags,
  start: dayjs(v.start),
  end: v.end === null ? null : dayjs(v.end),
  hold: v.hold,
});

const toValues = (f: BookmarkFields): BookmarkValues => ({
  name: f.name ?? '',
  description: f.description ?? '',
  tags: f.tags ?? [],
  start: f.start.valueOf(),
  end: f.end ? f.end.valueOf() : null,
  hold: f.hold ?? false,
});

/**
 * A bookmark's form in a dialog: a new one (from the player) or an existing one (from the list).
 * A refusal shows the catalogue's message, on the field the server names, and keeps what was typed.
 */
export function BookmarkModal(props: BookmarkModalProps) {
  const { t } = useTranslation('bookmarks');
  const { message } = App.useApp();
  const [form] = Form.useForm<BookmarkFields>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { create, update } = useBookmarkChanges();
  const editing = props.bookmark;
  const [initial] = useState(() => toFields(editing ? valuesOf(editing) : props.initial!));
  const busy = create.isPending || update.isPending;

  const save = async (fields: BookmarkFields) => {
    const values = toValues(fields);
    const problem = bookmarkProblem(values);
    if (problem) {
      form.setFields([{ name: formFieldOf(problem.field)!, errors: [t(`reasons:${problem.reason}`)] }]);
      return;
    }
    setFailure(null);
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, body: updateBody(editing, values) })
        : await create.mutateAsync(createBody(props.streamUid, values));
      void message.success(t(editing ? 'form.saved' : 'form.created'));
      props.onClose(saved);
    } catch (error) {
      const apiError = toApiError(error);
      setFailure(apiError);
      const field = formFieldOf(apiError.field);
      if (field) {
        const text = apiError.reason ? t(`reasons:${apiError.reason}`) : t(`errors:${apiError.code}`);
        form.setFields([{ name: field, errors: [text] }]);
      }
    }
  };

  return (
    <Modal
      open
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      onCancel={() => props.onClose()}
      okText={t('form.save')}
      cancelText={t('cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'bookmark-form', loading: busy }}
      destroyOnHidden
    >
      <FormError error={failure} />
      <BookmarkForm
        form={form}
        initial={initial}
        streamName={props.streamName}
        knownTags={props.knownTags}
        disabled={busy}
        canHold={editing ? editing.meta.canHold : (props.canHold ?? true)}
        onFinish={(fields) => void save(fields)}
      />
    </Modal>
  );
}
