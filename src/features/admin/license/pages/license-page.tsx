import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/api-error';
import { useNow } from '@/shared/hooks/use-now';
import { refreshSettings } from '@/shared/session/refresh-settings';
import { useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { licenseApi, licenseKeys } from '../api';
import { LicenseCard } from '../components/license-card';
import { LicenseForm } from '../components/license-form';

/**
 * Administration › License: the installed license, and a form to install another. On success
 * the settings and health are fetched again (docs/console.md#states-and-transitions), so the banners change at once; a text
 * that does not verify is shown on the form (docs/console.md#error-catalogue), other errors go to the shell.
 */
export function LicensePage() {
  const { t } = useTranslation('admin-license');
  const { message } = App.useApp();
  const client = useQueryClient();
  const now = useNow(true, 60_000);
  const pricing = useSessionStore((s) => s.settings?.links.pricing ?? null);
  const query = useQuery({ queryKey: licenseKeys.license, queryFn: ({ signal }) => licenseApi.get(signal) });
  const save = useMutation({ mutationFn: licenseApi.save, meta: { handlesErrors: ['LicenseIncorrect'] } });

  const remove = useMutation({
    mutationFn: licenseApi.remove,
    onSuccess: async (license) => {
      client.setQueryData(licenseKeys.license, license);
      await refreshSettings(client);
      void message.success(t('card.removed'));
    },
  });

  const onInstall = async (text: string) => {
    try {
      client.setQueryData(licenseKeys.license, await save.mutateAsync(text));
      await refreshSettings(client);
      void message.success(t('form.installed'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageFrame>
      <div style={{ maxWidth: 760 }}>
        <QueryState query={query} label={t('page.loading')} failed={t('page.failed')}>
          {(license) => <LicenseCard license={license} now={now} onRemove={() => remove.mutate()} />}
        </QueryState>
        <LicenseForm
          onInstall={onInstall}
          installing={save.isPending}
          error={save.error instanceof ApiError ? save.error : null}
          pricing={pricing}
        />
      </div>
    </PageFrame>
  );
}
