import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Clip } from '@contract/schemas/export-link';
import type { ApiError } from '@/shared/http/api-error';
import { reasonParts } from '@/shared/logic/reason-text';
import { Notice, PlainButton, required, Spinner, TextField, usePlainForm } from '@/shared/plain-ui';
import { useLanguage, useThemeName } from '@/shared/preferences/use-preferences';
import { useSessionStore } from '@/shared/session/session-store';
import { FormError } from '@/shared/ui/form-error';
import { DefaultLogo } from '@/shared/ui/logo';
import { PreferenceSwitches } from '@/shared/ui/preference-switches';
import { ReasonText } from '@/shared/ui/reason-text';
import { clipApi } from '../clip-api';
import { CLIP_NS } from '../clip-texts';
import { ClipView } from '../components/clip-view';
import './clip-page.css';

/** A refusal that no password changes: the link is unknown, expired, revoked or used up. */
const isFinal = (error: ApiError) => error.code === 'NotFound' || error.code === 'Forbidden';

/**
 * A clip link's page (docs/exports.md#clip-links), for anyone holding the link: no account, drawn
 * without antd like the sign-in page. Opening it is one view of the link; a password, if the link
 * has one, is asked first.
 */
export function ClipPage() {
  const { t } = useTranslation([CLIP_NS, 'errors']);
  const { token = '' } = useParams();
  const settings = useSessionStore((s) => s.settings);
  const dark = useThemeName() === 'dark';
  const language = useLanguage();
  const appTitle = settings?.appTitle ?? 'Vigil';
  const [asksPassword, setAsksPassword] = useState(false);
  const open = useMutation<Clip, ApiError, string | undefined>({
    mutationFn: (password) => clipApi.open(token, password),
    onError: (error) => {
      if (error.reason === 'clipPasswordRequired' || error.reason === 'clipPasswordWrong') setAsksPassword(true);
    },
    meta: { handlesErrors: true },
  });
  // One view when the page opens (React's development double effect must not count two).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open.mutate(undefined);
  }, [open]);
  const form = usePlainForm<{ password: string }>({
    initialValues: { password: '' },
    rules: { password: [required(t('passwordRequired'))] },
    onSubmit: ({ password }) => open.mutate(password),
  });

  const clip = open.data;
  const error = open.error;
  let body;
  if (clip) {
    body = (
      <ClipView
        clip={clip}
        fileUrl={(index) => clipApi.fileUrl(token, index, clip.key)}
        downloadUrl={clipApi.downloadUrl(token, clip.key)}
      />
    );
  } else if (error && isFinal(error)) {
    body = (
      <Notice
        type="error"
        title={error.code === 'NotFound' ? t('notFound') : t('refused')}
        description={error.reason ? <ReasonText parts={reasonParts(error.reason, error.message)} /> : undefined}
      />
    );
  } else if (asksPassword) {
    body = (
      <div className="vigil-clip__password">
        <p className="vigil-clip__meta">{t('passwordIntro')}</p>
        {error?.reason !== 'clipPasswordRequired' && <FormError error={error} />}
        <form noValidate onSubmit={form.submit}>
          <TextField label={t('password')} binding={form.field('password')} secret autoComplete="off" autoFocus />
          <PlainButton kind="primary" htmlType="submit" block loading={open.isPending}>
            {t('open')}
          </PlainButton>
        </form>
      </div>
    );
  } else if (error) {
    body = <FormError error={error} />;
  } else {
    body = (
      <p className="vigil-clip__meta" role="status">
        <Spinner size={16} /> {t('opening')}
      </p>
    );
  }

  return (
    <main className="vigil-clip">
      <section className="vigil-clip__card">
        <div className="vigil-clip__top">
          {settings?.appLogo ? (
            <img src={settings.appLogo} alt={appTitle} style={{ height: 28 }} />
          ) : (
            <DefaultLogo dark={dark} title={appTitle} />
          )}
          <PreferenceSwitches language={language} dark={dark} />
        </div>
        <h1 className="vigil-clip__title">{clip?.name ?? t('title')}</h1>
        {body}
      </section>
    </main>
  );
}
