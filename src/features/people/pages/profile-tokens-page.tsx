import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedToken, CreateTokenBody } from '@contract/index';
import { useNow } from '@/shared/hooks/use-now';
import { ApiError } from '@/shared/http/api-error';
import { PageFrame } from '@/shared/ui/page-frame';
import { TokenCreateModal } from '../components/token-create-modal';
import { TokenSecretDialog } from '../components/token-secret-dialog';
import { TokensTable } from '../components/tokens-table';
import { useTokens } from '../use-tokens';

/** My API tokens (docs/console.md#screens-and-routes /profile/me/tokens): list, create (the secret shown once), delete. */
export function ProfileTokensPage() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const { list, create, remove } = useTokens();
  const [secret, setSecret] = useState<CreatedToken | null>(null);
  const now = useNow(true, 60_000);

  const onCreate = async (body: CreateTokenBody) => {
    try {
      setSecret(await create.mutateAsync(body));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageFrame>
      <TokensTable
        tokens={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        now={now}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={(token) =>
          remove.mutate(token.id, { onSuccess: () => void message.success(t('tokens.deleted', { name: token.name })) })
        }
        toolbar={[
          <TokenCreateModal
            key="create"
            onCreate={onCreate}
            error={create.error instanceof ApiError ? create.error : null}
          />,
        ]}
      />
      <TokenSecretDialog token={secret} onClose={() => setSecret(null)} />
    </PageFrame>
  );
}
