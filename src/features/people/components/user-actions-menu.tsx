import {
  DeleteOutlined,
  EditOutlined,
  LaptopOutlined,
  LockOutlined,
  MoreOutlined,
  SafetyOutlined,
  StopOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '@contract/index';
import { pathTo } from '@/shared/routing';
import { useUserActions, type UserAction } from '../use-users';

/**
 * A user's actions for administrators: edit, permissions, sessions, reset the second factor, block
 * or unblock, delete. Resetting, blocking and deleting ask first (a reset lets the password alone
 * sign in; blocking ends the user's sessions; deleting loses the account).
 */
export function UserActionsMenu({ user, onDeleted }: { user: User; onDeleted?: () => void }) {
  const { t } = useTranslation('people');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { act } = useUserActions();
  const login = user.name;

  const run = (action: UserAction) =>
    act.mutateAsync({ login, action }).then(() => {
      void message.success(t(`users.done.${action}`, { login }));
      if (action === 'delete') onDeleted?.();
    });

  const confirm = (action: Exclude<UserAction, 'unblock'>) =>
    modal.confirm({
      title: t(`users.confirm.${action}.title`, { login }),
      content: t(`users.confirm.${action}.text`),
      okText: t(`users.actions.${action}`),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => run(action).catch(() => undefined),
    });

  const items: MenuProps['items'] = [
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('users.actions.edit') },
    { key: 'permissions', icon: <LockOutlined aria-hidden />, label: t('users.actions.permissions') },
    { key: 'sessions', icon: <LaptopOutlined aria-hidden />, label: t('users.actions.sessions') },
    ...(user.secondFactor
      ? [
          {
            key: 'resetSecondFactor',
            icon: <SafetyOutlined aria-hidden />,
            label: t('users.actions.resetSecondFactor'),
          },
        ]
      : []),
    { type: 'divider' },
    user.isBlocked
      ? { key: 'unblock', icon: <UnlockOutlined aria-hidden />, label: t('users.actions.unblock') }
      : { key: 'block', icon: <StopOutlined aria-hidden />, label: t('users.actions.block'), danger: true },
    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('users.actions.delete'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') navigate(pathTo('user-edit', { login }));
    else if (key === 'permissions') navigate(pathTo('user-permission', { login }));
    else if (key === 'sessions') navigate(pathTo('user-sessions', { login }));
    else if (key === 'unblock') void run('unblock').catch(() => undefined);
    else if (key === 'block' || key === 'delete' || key === 'resetSecondFactor') confirm(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button
        type="text"
        icon={<MoreOutlined aria-hidden />}
        loading={act.isPending}
        aria-label={t('users.actionsOf', { login })}
      />
    </Dropdown>
  );
}
