import { useMutation } from '@tanstack/react-query';
import { Alert, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/shared/http/to-api-error';
import { FormError } from '@/shared/ui/form-error';
import { PageFrame } from '@/shared/ui/page-frame';
import { exportsApi } from '../api';
import { DropZone } from '../components/drop-zone';
import { Verdict } from '../components/verdict';
import { EXPORTS_NS } from '../texts';

const OFFLINE_STEPS = [
  'unzip case.zip -d case && cd case',
  'base64 -d manifest.sig > manifest.sig.bin',
  'openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in manifest.json -sigfile manifest.sig.bin',
  'jq -r \'.files[] | "\\(.sha256)  \\(.path)"\' manifest.json | sha256sum -c -',
].join('\n');

/**
 * Verify a package (docs/exports.md#verifying): drop or pick a zip; the server checks it against
 * its manifest and its own signature and says whether it is valid, naming each file at fault.
 */
export function VerifyPage() {
  const { t } = useTranslation(EXPORTS_NS);
  const [file, setFile] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: (zip: Blob) => exportsApi.verify(zip),
    meta: { handlesErrors: true },
  });
  const pick = (picked: File) => {
    setFile(picked.name);
    verify.mutate(picked);
  };
  return (
    <PageFrame>
      <Typography.Paragraph type="secondary">{t('verify.intro')}</Typography.Paragraph>
      <DropZone
        label={t('verify.drop')}
        hint={t('verify.dropHint')}
        accept=".zip,application/zip"
        disabled={verify.isPending}
        onFile={pick}
      />
      <div role="status" aria-live="polite" style={{ marginTop: 16 }}>
        {verify.isPending && <Spin tip={t('verify.checking')}>{<div style={{ minHeight: 48 }} />}</Spin>}
        {verify.isError && <FormError error={toApiError(verify.error)} />}
        {verify.data && file !== null && !verify.isPending && (
          <Verdict file={file} reply={verify.data} onClear={() => verify.reset()} />
        )}
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
