import { theme } from 'antd';
import dayjs from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerLogLine } from '@contract/index';
import { LogBox } from '@/shared/ui/log-box';
import { levelTone, type LevelTone } from '../logic/log-filter';

const LogRow = memo(function LogRow({ line, color, level }: { line: ServerLogLine; color: string; level: string }) {
  return (
    <div>
      <span style={{ opacity: 0.65 }}>{dayjs(line.time).format('HH:mm:ss.SSS')}</span>{' '}
      <span style={{ color, fontWeight: 600 }}>{level}</span> {line.text}
    </div>
  );
});

/** The server's log lines, each with its time and level, newest followed. */
export function ServerLogView({ lines, filtered }: { lines: ServerLogLine[]; filtered: boolean }) {
  const { t } = useTranslation('admin-debug');
  const { token } = theme.useToken();
  const colors: Record<LevelTone, string> = {
    quiet: token.colorTextTertiary,
    normal: token.colorTextSecondary,
    warning: token.colorWarningText,
    error: token.colorErrorText,
  };
  return (
    <LogBox
      lines={lines}
      label={t('log.label')}
      emptyText={t(filtered ? 'log.emptyFiltered' : 'log.empty')}
      followText={t('log.follow')}
      row={(line) => (
        <LogRow key={line.seq} line={line} color={colors[levelTone(line.level)]} level={t(`levels.${line.level}`)} />
      )}
    />
  );
}
