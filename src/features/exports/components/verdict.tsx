import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VerifyReply } from '@contract/index';
import { EXPORTS_NS } from '../texts';

/** The verdict on one package: valid, or not valid with each problem naming its file. */
export function Verdict({ file, reply, onClear }: { file: string; reply: VerifyReply; onClear(): void }) {
  const { t } = useTranslation(EXPORTS_NS);
  return (
    <Result
      status={reply.valid ? 'success' : 'error'}
      title={t(reply.valid ? 'verify.valid' : 'verify.invalid')}
      subTitle={file}
      style={{ padding: '24px 0' }}
      extra={<Button onClick={onClear}>{t('verify.clear')}</Button>}
    >
      {!reply.valid && (
        <ul aria-label={t('verify.problems')} style={{ textAlign: 'start', margin: 0, paddingInlineStart: 20 }}>
          {reply.problems.map((p) => (
            <li key={`${p.file}:${p.problem}`} style={{ overflowWrap: 'anywhere' }}>
              <Typography.Text code>{p.file}</Typography.Text> {t(`problem.${p.problem}`)}
            </li>
          ))}
        </ul>
      )}
    </Result>
  );
}
