import { Alert, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/index';
import { GrantEditor } from '@/shared/grants/grant-editor';
import { QueryState } from '@/shared/ui/query-state';
import { useUserPermissions } from '../use-user-permissions';
import { UserFrame } from './user-frame';

/** The streams a user may view or manage (docs/console.md#screens-and-routes /user/:login/permission, #roles-and-permissions), for administrators. */
export function UserPermissionPage() {
  return <UserFrame>{(user) => <UserGrants user={user} />}</UserFrame>;
}

function UserGrants({ user }: { user: User }) {
  const { t } = useTranslation('people');
  const { grants, streams, save } = useUserPermissions(user.name);
  const names = useMemo(() => {
    const map = new Map((streams.data ?? []).map((s) => [s.uid, s.name]));
    for (const g of grants.data?.items ?? []) map.set(g.streamUid, g.streamName);
    return map;
  }, [streams.data, grants.data]);
  const candidates = useMemo(
    () => (streams.data ?? []).map((s) => ({ id: s.uid, label: `${s.name} (${s.uid})` })),
    [streams.data],
  );
  if (user.isAdmin) return <Alert type="info" showIcon title={t('permission.admin')} style={{ maxWidth: 720 }} />;
  return (
    <QueryState query={grants} label={t('permission.loading')} failed={t('permission.loadFailed')}>
      {(data) => (
        <>
          {user.isReadOnly && (
            <Alert type="info" showIcon title={t('permission.readOnly')} style={{ marginBottom: 16, maxWidth: 720 }} />
          )}
          <GrantEditor
            saved={data.items.map((g) => ({ id: g.streamUid, level: g.level }))}
            candidates={candidates}
            candidatesLoading={streams.isPending}
            subject={{
              title: t('permission.stream'),
              name: (uid) => names.get(uid) ?? uid,
              render: (uid) => (
                <>
                  <Typography.Text strong>{names.get(uid) ?? uid}</Typography.Text>
                  <Typography.Text type="secondary"> {uid}</Typography.Text>
                </>
              ),
            }}
            texts={{
              hint: t('permission.hint'),
              add: t('permission.add'),
              addPlaceholder: t('permission.addPlaceholder'),
              noCandidates: t('permission.noCandidates'),
              table: t('permission.table', { login: user.name }),
              empty: t('permission.empty'),
              saved: t('permission.saved'),
            }}
            save={(rows, done) => save.mutate(rows, done)}
            saving={save.isPending}
          />
        </>
      )}
    </QueryState>
  );
}
