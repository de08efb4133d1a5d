import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaveConfigurationBody } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { refreshSettings } from '@/shared/session/refresh-settings';
import { PageFrame } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { configApi, configKeys } from '../api';
import { ConfigForm } from '../components/config-form';
import { DirectorySection } from '../components/directory-section';

/** Administration › Configuration: every setting, applied at once; the boot data follows. */
export function ConfigPage() {
  const { t } = useTranslation('admin-config');
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery({ queryKey: configKeys.configuration, queryFn: ({ signal }) => configApi.get(signal) });
  const save = useMutation({ mutationFn: configApi.save, meta: { handlesErrors: true } });

  const onSave = async (body: SaveConfigurationBody) => {
    try {
      client.setQueryData(configKeys.configuration, await save.mutateAsync(body));
      await refreshSettings(client);
      void message.success(t('form.saved'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageFrame>
      <QueryState query={query} label={t('page.loading')} failed={t('page.failed')}>
        {(configuration) => (
          <ConfigForm
            configuration={configuration}
            onSave={onSave}
            onNothing={() => void message.info(t('form.nothing'))}
            saving={save.isPending}
            error={save.error instanceof ApiError ? save.error : null}
          />
        )}
      </QueryState>
      <DirectorySection />
    </PageFrame>
  );
}
