import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { SessionsTable } from '../components/sessions-table';
import { useSessions } from '../use-sessions';
import { UserFrame } from './user-frame';

/** A user's sessions, for administrators (docs/console.md#screens-and-routes /user/:login/sessions): end any of them. */
export function UserSessionsPage() {
  return <UserFrame>{(user) => <UserSessions login={user.name} />}</UserFrame>;
}

function UserSessions({ login }: { login: string }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const { list, end } = useSessions(login);
  return (
    <SessionsTable
      sessions={list.data}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      ending={end.isPending ? (end.variables ?? null) : null}
      onEnd={(s) => end.mutate(s.id, { onSuccess: () => void message.success(t('sessions.ended')) })}
    />
  );
}
