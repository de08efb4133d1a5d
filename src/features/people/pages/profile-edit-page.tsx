import { useMutation } from '@tanstack/react-query';
import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UpdateMeBody } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { destinationPath, destinationStore, pathTo } from '@/shared/routing';
import { useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { peopleApi } from '../api';
import { ProfileForm } from '../components/profile-form';

/**
 * My profile's edit page (docs/console.md#screens-and-routes, #validation-rules). A user who must change the password is held here (the
 * router sends every other page back) and, once it is changed, goes on to the page they were
 * going to, or all streams.
 */
export function ProfileEditPage() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const save = useMutation({
    mutationFn: (body: UpdateMeBody) => peopleApi.updateMe(body),
    meta: { handlesErrors: true },
  });
  if (!user) return null;
  const held = user.mustChangePassword;

  const onSave = async (body: UpdateMeBody) => {
    try {
      const updated = await save.mutateAsync(body);
      useSessionStore.getState().setUser(updated);
      void message.success(t('profile.saved'));
      if (held && !updated.mustChangePassword) {
        const next = destinationPath(destinationStore.read()) ?? pathTo('streams');
        destinationStore.clear();
        navigate(next, { replace: true });
      }
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageFrame>
      {held && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('profile.held.title')}
          description={t('profile.held.text')}
          style={{ marginBottom: 16, maxWidth: 560 }}
        />
      )}
      <ProfileForm
        key={user.name}
        user={user}
        onSave={onSave}
        saving={save.isPending}
        error={save.error instanceof ApiError ? save.error : null}
      />
    </PageFrame>
  );
}
