import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Result, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/shared/http/api-error';
import { useSessionStore } from '@/shared/session/session-store';
import { PageTitle } from '@/shared/ui/page-title';
import { PermissionAddUser } from '../components/permission-add-user';
import { PermissionForbidden } from '../components/permission-forbidden';
import { PermissionTable } from '../components/permission-table';
import {
  addUser,
  candidateUsers,
  changeLevel,
  diffPermissions,
  removeUser,
  rowsOf,
  type PermissionRow,
} from '../logic/stream-permissions';
import { useStreamPermissions } from '../use-stream-permissions';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: 24 }}>
      <PageTitle />
      {children}
    </div>
  );
}

/** Stream permissions (SPEC §6): administrators edit the whole list of who may view or manage the stream. */
export function StreamPermissionPage() {
  const { uid = '' } = useParams();
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  return <Frame>{isAdmin ? <PermissionEditor uid={uid} /> : <PermissionForbidden />}</Frame>;
}

function PermissionEditor({ uid }: { uid: string }) {
  const { t } = useTranslation(['stream-pages', 'errors']);
  const { message } = App.useApp();
  const { grants, users, save } = useStreamPermissions(uid);
  // Unsaved edits; null while the list is the saved one.
  const [draft, setDraft] = useState<PermissionRow[] | null>(null);
  const saved = useMemo(() => rowsOf(grants.data?.items ?? []), [grants.data]);
  const rows = draft ?? saved;
  const diff = diffPermissions(saved, rows);
  const candidates = useMemo(() => candidateUsers(users.data ?? [], rows), [users.data, rows]);
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

  const onSave = () =>
    save.mutate(rows, {
      onSuccess: () => {
        setDraft(null);
        void message.success(t('permission.saved'));
      },
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('permission.hint')}</Typography.Text>
      <Space wrap>
        <PermissionAddUser
          candidates={candidates}
          loading={users.isPending}
          onAdd={(login) => setDraft(addUser(rows, login))}
        />
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={!diff.dirty}
          loading={save.isPending}
          onClick={onSave}
        >
          {t('permission.save')}
        </Button>
        <Button
          icon={<UndoOutlined aria-hidden />}
          disabled={!diff.dirty || save.isPending}
          onClick={() => setDraft(null)}
        >
          {t('permission.reset')}
        </Button>
      </Space>
      {diff.dirty && (
        <Alert
          type="info"
          showIcon
          title={t('permission.unsaved', {
            added: diff.added.length,
            removed: diff.removed.length,
            changed: diff.changed.length,
          })}
        />
      )}
      <PermissionTable
        rows={rows}
        fullNames={fullNames}
        onLevel={(login, level) => setDraft(changeLevel(rows, login, level))}
        onRemove={(login) => setDraft(removeUser(rows, login))}
      />
    </Space>
  );
}
