import { VerticalAlignBottomOutlined } from '@ant-design/icons';
import { Button, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine, LogNote } from '@contract/index';
import { formatNumber } from '@/shared/format/number';
import { asLanguage } from '@/shared/i18n';
import { noteView } from '../logic/failure';
import { bottomScrollTop, followsAfterScroll } from '../logic/log-follow';
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

/**
 * Log lines in a monospace scroll box that keeps the newest line in view until
 * the reader scrolls up; then "Follow newest" brings it back.
 */
export function LogView({ lines }: { lines: LogLine[] }) {
  const { t } = useTranslation('stream-pages');
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && following) el.scrollTop = bottomScrollTop(el);
  }, [lines, following]);

  const colors = { info: token.colorTextSecondary, warning: token.colorWarningText, error: token.colorErrorText };
  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={box}
        role="log"
        aria-label={t('debug.log')}
        tabIndex={0}
        onScroll={(e) => setFollowing(followsAfterScroll(e.currentTarget))}
        style={{
          height: '65vh',
          minHeight: 240,
          overflow: 'auto',
          padding: '8px 12px',
          fontFamily: token.fontFamilyCode,
          fontSize: 12,
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {lines.length === 0 ? (
          <Typography.Text type="secondary">{t('debug.empty')}</Typography.Text>
        ) : (
          lines.map((line) => (
            <LogRow key={line.seq} line={line} color={colors[line.level]} level={t(`debug.levels.${line.level}`)} />
          ))
        )}
      </div>
      {!following && (
        <Button
          type="primary"
          shape="round"
          icon={<VerticalAlignBottomOutlined aria-hidden />}
          onClick={() => setFollowing(true)}
          style={{ position: 'absolute', right: 24, bottom: 16 }}
        >
          {t('debug.follow')}
        </Button>
      )}
    </div>
  );
}
