import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateExportBody, Export, ExportListQuery } from '@contract/index';
import { notify } from '@/app/notifications/notes-store';
import { useSessionStore } from '@/shared/session/session-store';
import { exportKeys, exportsApi } from './api';
import { pollInterval, settleWatch } from './logic/jobs';
import { saveWatched, useWatchedExports, watchedBy, watchExport } from './watching';
import { EXPORTS_NS } from './texts';

/**
 * One page of the job list, asked again every few seconds while a job on it is unfinished. Each
 * answer is the source of truth for the notifications: a watched job of the user's it shows
 * finished is said once, top-right.
 */
export function useExportJobs(query: ExportListQuery, options: { handlesErrors?: boolean } = {}) {
  const { t } = useTranslation(EXPORTS_NS);
  const login = useSessionStore((s) => s.user?.name);
  const list = useQuery({
    queryKey: exportKeys.list(query),
    queryFn: ({ signal }) => exportsApi.list(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => pollInterval(q.state.data?.items),
    meta: { handlesErrors: options.handlesErrors ?? true },
  });
  const items = list.data?.items;
  useEffect(() => {
    if (!items || !login) return;
    for (const job of settleExports(login, items))
      notify(
        job.status === 'done'
          ? { kind: 'info', key: `export-${job.id}`, title: t('notify.done', { name: job.name }) }
          : { kind: 'error', key: `export-${job.id}`, title: t('notify.failed', { name: job.name }) },
      );
  }, [items, login, t]);
  return list;
}

/** Starts an export; the new job is watched, and every job list asks again. */
export function useCreateExport() {
  const client = useQueryClient();
  const login = useSessionStore((s) => s.user?.name);
  return useMutation({
    mutationFn: (body: CreateExportBody) => exportsApi.create(body),
    onSuccess: (job) => {
      if (login) watchExport(login, job.id);
      void client.invalidateQueries({ queryKey: exportKeys.all });
    },
    meta: { handlesErrors: true },
  });
}

/**
 * Takes a fresh job list in: the watched jobs it shows finished are returned (each once, whoever
 * asks first), the user's unfinished ones are watched.
 */
function settleExports(login: string, jobs: readonly Export[]): Export[] {
  const before = watchedBy(useWatchedExports.getState(), login);
  const step = settleWatch(before, jobs, login);
  if (step.watched.join('\n') !== before.join('\n') || useWatchedExports.getState().login !== login)
    saveWatched({ login, ids: step.watched });
  return jobs.filter((j) => step.finished.includes(j.id));
}
