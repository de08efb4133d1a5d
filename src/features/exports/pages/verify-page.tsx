import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Result, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyReply } from '@contract/index';
import { toApiError } from '@/shared/http/to-api-error';
import { FormError } from '@/shared/ui/form-error';
import { PageFrame } from '@/shared/ui/page-frame';
import { exportsApi } from '../api';

const OFFLINE_STEPS = [
  'unzip case.zip -d case && cd case',
  'base64 -d manifest.sig > manifest.sig.bin',
  'openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in manifest.json -sigfile manifest.sig.bin',
  'jq -r \'.files[] | "\\(.sha256)  \\(.path)"\' manifest.json | sha256sum -c -',
].join('\n');

/** The verdict on one package: valid, or not valid with each problem naming its file. */
function Verdict({ file, reply }: { file: string; reply: VerifyReply }) {
  const { t } = useTranslation('exports');
  return (
    <Result
      status={reply.valid ? 'success' : 'error'}
      title={t(reply.valid ? 'verify.valid' : 'verify.invalid')}
      subTitle={file}
      style={{ padding: '24px 0' }}
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

/**
 * Verify a package (docs/exports.md#verifying): drop or pick a zip; the server checks it against
 * its manifest and its own signature and says whether it is valid, naming each file at fault.
 */
export function VerifyPage() {
  const { t } = useTranslation('exports');
  const [file, setFile] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: (zip: Blob) => exportsApi.verify(zip),
    meta: { handlesErrors: true },
  });
  const pick = (picked: File) => {
    setFile(picked.name);
    verify.mutate(picked);
    return false;
  };
  return (
    <PageFrame>
      <Typography.Paragraph type="secondary">{t('verify.intro')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".zip,application/zip"
        multiple={false}
        showUploadList={false}
        beforeUpload={pick}
        disabled={verify.isPending}
        aria-label={t('verify.drop')}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('verify.drop')}</p>
        <p className="ant-upload-hint">{t('verify.dropHint')}</p>
      </Upload.Dragger>
      <div role="status" aria-live="polite" style={{ marginTop: 16 }}>
        {verify.isPending && <Spin tip={t('verify.checking')}>{<div style={{ minHeight: 48 }} />}</Spin>}
        {verify.isError && <FormError error={toApiError(verify.error)} />}
        {verify.data && file !== null && !verify.isPending && <Verdict file={file} reply={verify.data} />}
      </div>
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 16 }}
        message={t('verify.offlineTitle')}
        description={
          <>
            <Typography.Paragraph>{t('verify.offline')}</Typography.Paragraph>
            <Typography.Paragraph>
              <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{OFFLINE_STEPS}</pre>
            </Typography.Paragraph>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{t('verify.offlineEnd')}</Typography.Paragraph>
          </>
        }
      />
    </PageFrame>
  );
}
