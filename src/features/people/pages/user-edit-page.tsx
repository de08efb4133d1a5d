import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { useSessionStore } from '@/shared/session/session-store';
import { UserForm } from '../components/user-form';
import { updateBody, userValuesOf } from '../logic/user-form';
import { useUserActions } from '../use-users';
import { UserFrame } from './user-frame';

/** Edit a user, for administrators (docs/console.md#screens-and-routes /user/:login/edit). */
export function UserEditPage() {
  return <UserFrame>{(user) => <UserEditForm key={user.name} user={user} />}</UserFrame>;
}

function UserEditForm({ user }: { user: User }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const me = useSessionStore((s) => s.user?.name);
  const { update } = useUserActions();
  const saved = userValuesOf(user);
  return (
    <UserForm
      mode="edit"
      initialValues={saved}
      managed={user.isManaged}
      self={me === user.name}
      submitting={update.isPending}
      error={update.error instanceof ApiError ? update.error : null}
      onSubmit={(values) => {
        const body = updateBody(saved, values, user.isManaged);
        if (!body) return void message.info(t('userForm.nothingChanged'));
        update.mutate({ login: user.name, body }, { onSuccess: () => void message.success(t('userForm.saved')) });
      }}
    />
  );
}
