import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TunnelStatus } from '@contract/index';
import { useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { tunnelApi, tunnelKeys } from '../api';
import { TunnelCard } from '../components/tunnel-card';
import { TunnelUnavailable } from '../components/tunnel-unavailable';
import { useTunnelStatus } from '../hooks/use-tunnel-status';
import { tunnelAvailability } from '../logic/availability';

/**
 * Administration › Tunnel: the remote-access tunnel through a relay (docs/console.md#roles-and-permissions, #api-calls). Without an
 * unexpired license that has the tunnel feature, or without a relay, the page says why instead of
 * offering a start that would fail; a tunnel that runs can always be stopped.
 */
export function TunnelPage() {
  const { t } = useTranslation('admin-tunnel');
  const client = useQueryClient();
  const settings = useSessionStore((s) => s.settings);
  const query = useTunnelStatus();
  const show = (status: TunnelStatus) => client.setQueryData(tunnelKeys.status, status);
  const start = useMutation({ mutationFn: tunnelApi.start, onSuccess: show });
  const stop = useMutation({ mutationFn: tunnelApi.stop, onSuccess: show });
  const why = settings ? tunnelAvailability(settings) : 'enterpriseOnly';

  return (
    <PageFrame>
      <div style={{ maxWidth: 760 }}>
        {why !== 'available' && <TunnelUnavailable why={why} />}
        <QueryState query={query} label={t('page.loading')} failed={t('page.failed')}>
          {(status) =>
            why === 'available' || status.state !== 'stopped' ? (
              <TunnelCard
                status={status}
                locations={settings?.tunnelLocations ?? []}
                canStart={why === 'available'}
                busy={start.isPending || stop.isPending}
                onStart={(location) => start.mutate(location)}
                onStop={() => stop.mutate()}
              />
            ) : null
          }
        </QueryState>
      </div>
    </PageFrame>
  );
}
