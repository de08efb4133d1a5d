import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/shared/http/api-error';
import { asLanguage } from '@/shared/i18n';
import { pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { peopleApi, peopleKeys } from '../api';
import { UserForm } from '../components/user-form';
import { createBody, newUserValues, type UserFormValues } from '../logic/user-form';

/** Add a user (docs/console.md#screens-and-routes /user/add); once created, the new user's page. */
export function UserAddPage() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const language = useSessionStore((s) => asLanguage(s.settings?.defaultLanguage) ?? 'en');
  const create = useMutation({
    mutationFn: (values: UserFormValues) => peopleApi.createUser(createBody(values)),
    meta: { handlesErrors: true },
    onSuccess: (user) => {
      void client.invalidateQueries({ queryKey: peopleKeys.users });
      void message.success(t('userForm.created', { login: user.name }));
      navigate(pathTo('user-info', { login: user.name }));
    },
  });
  return (
    <PageFrame>
      <UserForm
        mode="add"
        initialValues={newUserValues(language)}
        onSubmit={(values) => create.mutate(values)}
        submitting={create.isPending}
        error={create.error instanceof ApiError ? create.error : null}
      />
    </PageFrame>
  );
}
