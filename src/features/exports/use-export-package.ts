import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/index';
import type { ApiError } from '@/shared/http/api-error';
import { packageApi } from './links-api';

/** A package, its clip links, and making and revoking them (the list follows at once). */
export function useExportPackage(id: string) {
  const client = useQueryClient();
  const pkg = useQuery({ queryKey: ['export', id], queryFn: () => packageApi.get(id) });
  const done = pkg.data?.status === 'done';
  const links = useQuery({
    queryKey: ['export', id, 'links'],
    queryFn: () => packageApi.links(id),
    enabled: done,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['export', id, 'links'] });
  const create = useMutation({
    mutationFn: (body: BodyOf<'createExportLink'>) => packageApi.createLink(id, body),
    onSuccess: refresh,
    meta: { handlesErrors: true },
  });
  const revoke = useMutation<unknown, ApiError, string>({
    mutationFn: (linkId) => packageApi.revokeLink(id, linkId),
    onSuccess: refresh,
  });
  return { pkg, links, create, revoke };
}
