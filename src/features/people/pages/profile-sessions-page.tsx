import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/page-frame';
import { SessionsTable } from '../components/sessions-table';
import { useSessions } from '../use-sessions';

/** My sessions (docs/console.md#screens-and-routes /profile/me/sessions): end one, or every other; this one stays. */
export function ProfileSessionsPage() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const { list, end, endOthers } = useSessions(null);
  const others = (list.data ?? []).filter((s) => !s.current).length;
  return (
    <PageFrame>
      <SessionsTable
        sessions={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        ending={end.isPending ? (end.variables ?? null) : null}
        onEnd={(s) => end.mutate(s.id, { onSuccess: () => void message.success(t('sessions.ended')) })}
        toolbar={[
          <Popconfirm
            key="others"
            title={t('sessions.endOthersConfirm')}
            okText={t('sessions.endOthers')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:cancel')}
            disabled={others === 0}
            onConfirm={() =>
              endOthers.mutate(undefined, {
                onSuccess: (reply) => void message.success(t('sessions.endedOthers', { count: reply.terminated })),
              })
            }
          >
            <Button danger icon={<LogoutOutlined aria-hidden />} disabled={others === 0} loading={endOthers.isPending}>
              {t('sessions.endOthers')}
            </Button>
          </Popconfirm>,
        ]}
      />
    </PageFrame>
  );
}
