import { theme } from 'antd';
import dayjs from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine, LogNote } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { LogBox } from '@/shared/ui/log-box';
import { noteView } from '../logic/failure';
import { FailureText } from './failure-text';

/** A line the server wrote itself, in the user's language (ffmpeg's own lines carry no note: shown as they are). */
function NoteText({ note, text }: { note: LogNote; text: string }) {
  const { t, i18n } = useTranslation('streams');
  const language = asLanguage(i18n.language) ?? 'en';
  const view = noteView(note, text, (value, digits) => formatNumber(value, language, digits));
  return view.kind === 'failure' ? <FailureText parts={view.parts} /> : <>{t(view.key, view.values)}</>;
}

const LogRow = memo(function LogRow({ line, color, level }: { line: LogLine; color: string; level: string }) {
  return (
    <div>
      <span style={{ opacity: 0.65 }}>{dayjs(line.time).format('HH:mm:ss.SSS')}</span>{' '}
      <span style={{ color, fontWeight: 600 }}>{level}</span>{' '}
      {line.note ? <NoteText note={line.note} text={line.text} /> : line.text}
    </div>
  );
});

/** A stream's log lines, the server's own ones in the user's language. */
export function LogView({ lines }: { lines: LogLine[] }) {
  const { t } = useTranslation('stream-pages');
  const { token } = theme.useToken();
  const colors = { info: token.colorTextSecondary, warning: token.colorWarningText, error: token.colorErrorText };
  return (
    <LogBox
      lines={lines}
      label={t('debug.log')}
      emptyText={t('debug.empty')}
      followText={t('debug.follow')}
      row={(line) => (
        <LogRow key={line.seq} line={line} color={colors[line.level]} level={t(`debug.levels.${line.level}`)} />
      )}
    />
  );
}
