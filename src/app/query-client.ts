import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError, type ErrorMeta } from './errors/error-sink';

/** Server state: one cache; every failure goes to the shell's error sink. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta = (query.meta ?? {}) as ErrorMeta;
        reportError(error, meta.errorSource ?? 'query', meta.handlesErrors ?? false);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        const meta = (mutation.meta ?? {}) as ErrorMeta;
        reportError(error, meta.errorSource ?? 'mutation', meta.handlesErrors ?? false);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
      // POSTs are never resent automatically (docs/security.md, R1).
      mutations: { retry: false },
    },
  });
}
