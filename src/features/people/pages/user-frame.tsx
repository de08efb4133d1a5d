import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { User } from '@contract/index';
import { pathTo } from '@/shared/routing';
import { PageFrame } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { UserActionsMenu } from '../components/user-actions-menu';
import { useUser } from '../use-users';

/**
 * The frame of a user's pages (/user/:login/*, administrators): the title with the login, its
 * state and actions, and the page once the user has loaded (not found, no access, retry otherwise).
 */
export function UserFrame({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('people');
  const { login = '' } = useParams();
  const navigate = useNavigate();
  const query = useUser(login);
  const user = query.data;
  return (
    <PageFrame
      extra={
        user && (
          <>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {user.name}
            </Typography.Text>
            {user.isBlocked && <Tag color="red">{t('states.blocked')}</Tag>}
            <UserActionsMenu user={user} onDeleted={() => navigate(pathTo('admin-users'), { replace: true })} />
          </>
        )
      }
    >
      <QueryState query={query} label={t('user.loading')} failed={t('user.loadFailed')}>
        {children}
      </QueryState>
    </PageFrame>
  );
}
