import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/shared/http/client';
import { useSessionStore } from './session-store';

/**
 * Fetches the boot data and health again at once (docs/console.md#states-and-transitions: after a license is saved; also after
 * the configuration changes), so the header, banners and limits change without a navigation.
 */
export async function refreshSettings(client: QueryClient): Promise<void> {
  const settings = await client.fetchQuery({
    queryKey: ['settings'],
    queryFn: ({ signal }) => call('getUiSettings', { signal }),
    staleTime: 0,
  });
  useSessionStore.getState().setSettings(settings);
  await client.invalidateQueries({ queryKey: ['health'] });
}
