import { Button, Result, Skeleton, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { GrantEditor } from '@/shared/grants/grant-editor';
import { ApiError } from '@/shared/http/api-error';
import { useSessionStore } from '@/shared/session/session-store';
import { PageTitle } from '@/shared/ui/page-title';
import { PermissionForbidden } from '../components/permission-forbidden';
import { candidateUsers, rowsOf } from '../logic/stream-permissions';
import { useStreamPermissions } from '../use-stream-permissions';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: 24 }}>
      <PageTitle />
      {children}
    </div>
  );
}

/** Stream permissions (docs/console.md#roles-and-permissions): administrators edit the whole list of who may view or manage the stream. */
export function StreamPermissionPage() {
  const { uid = '' } = useParams();
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  return <Frame>{isAdmin ? <PermissionEditor uid={uid} /> : <PermissionForbidden />}</Frame>;
}

function PermissionEditor({ uid }: { uid: string }) {
  const { t } = useTranslation(['stream-pages', 'errors']);
  const { grants, users, save } = useStreamPermissions(uid);
  const saved = useMemo(() => rowsOf(grants.data?.items ?? []), [grants.data]);
  const candidates = useMemo(
    () =>
      candidateUsers(users.data ?? [], []).map((u) => ({
        id: u.name,
        label: u.fullName ? `${u.name} (${u.fullName})` : u.name,
      })),
    [users.data],
  );
  const fullNames = useMemo(() => new Map((users.data ?? []).map((u) => [u.name, u.fullName])), [users.data]);

  if (grants.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (grants.isError) {
    const error = grants.error instanceof ApiError ? grants.error : null;
    if (error?.status === 403) return <PermissionForbidden />;
    return (
      <Result
        status="warning"
        title={t('permission.loadFailed')}
        subTitle={t(`errors:${error?.code ?? 'Unknown'}`)}
        extra={<Button onClick={() => void grants.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }

  return (
    <GrantEditor
      saved={saved}
      candidates={candidates}
      candidatesLoading={users.isPending}
      subject={{
        title: t('permission.columns.user'),
        name: (login) => login,
        render: (login) => (
          <>
            <Typography.Text strong>{login}</Typography.Text>
            {fullNames.get(login) && <Typography.Text type="secondary"> {fullNames.get(login)}</Typography.Text>}
          </>
        ),
      }}
      texts={{
        hint: t('permission.hint'),
        add: t('permission.add'),
        addPlaceholder: t('permission.addPlaceholder'),
        noCandidates: t('permission.noCandidates'),
        table: t('permission.tableLabel'),
        empty: t('permission.empty'),
        saved: t('permission.saved'),
      }}
      save={(rows, done) => save.mutate(rows, done)}
      saving={save.isPending}
    />
  );
}
