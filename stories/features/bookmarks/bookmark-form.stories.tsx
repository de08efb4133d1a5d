import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { BookmarkForm, type BookmarkFields } from '../../../src/features/bookmarks/components/bookmark-form';
import { withPhoneWidth } from '../../decorators';

const T = Date.parse('2026-11-22T10:15:30.000Z');

/** The form with its own antd form instance; `nameError` marks the name as the server would. */
function BookmarkFormStory(props: {
  initial: BookmarkFields;
  streamName: string;
  knownTags?: string[];
  disabled?: boolean;
  nameError?: string;
  onFinish(fields: BookmarkFields): void;
}) {
  const [form] = Form.useForm<BookmarkFields>();
  const { nameError } = props;
  useEffect(() => {
    if (nameError) form.setFields([{ name: 'name', errors: [nameError] }]);
  }, [form, nameError]);
  return (
    <div style={{ maxWidth: 520 }}>
      <BookmarkForm
        form={form}
        initial={props.initial}
        streamName={props.streamName}
        knownTags={props.knownTags}
        disabled={props.disabled}
        onFinish={props.onFinish}
      />
    </div>
  );
}

const moment: BookmarkFields = {
  name: '',
  description: '',
  tags: [],
  start: dayjs(T),
  end: null,
  hold: false,
};

/**
 * A bookmark made in the player (B or the Bookmark button) at the playing time, or edited
 * from /bookmarks: name, description, tags, start, an optional end, and the evidence hold.
 */
const meta = {
  title: 'Features/Bookmarks/Bookmark form',
  component: BookmarkFormStory,
  args: {
    initial: moment,
    streamName: 'Front door',
    knownTags: ['vehicle', 'delivery', 'night'],
    onFinish: fn(),
  },
} satisfies Meta<typeof BookmarkFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new moment at the playing time: nothing typed yet. */
export const NewMoment: Story = {};

export const NewMomentDark: Story = { globals: { theme: 'dark' } };

export const NewMomentRussian: Story = { globals: { language: 'ru' } };

/** An interval under an evidence hold, with a description and tags. */
export const HeldInterval: Story = {
  args: {
    initial: {
      name: 'White van at the gate <b>not bold</b>',
      description: 'Two people unload boxes; plate partly hidden.',
      tags: ['vehicle', 'delivery'],
      start: dayjs(T),
      end: dayjs(T + 95_000),
      hold: true,
    },
  },
};

export const HeldIntervalDark: Story = { ...HeldInterval, globals: { theme: 'dark' } };

export const HeldIntervalRussian: Story = { ...HeldInterval, globals: { language: 'ru' } };

/** On a phone held upright: the times stack, nothing widens the page. */
export const HeldIntervalPhone: Story = { ...HeldInterval, decorators: [withPhoneWidth] };

/** The server refused the name (blank once trimmed): marked on its field, the rest kept. */
export const NameRefused: Story = {
  args: { initial: { ...moment, name: '   ', tags: ['night'] }, nameError: 'Give the bookmark a name.' },
};

/** Saving: the fields are locked. */
export const Saving: Story = { args: { ...HeldInterval.args, disabled: true } };
