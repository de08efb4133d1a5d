import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Stream } from '@contract/index';
import { pathTo } from '@/shared/routing';
import { IconAction, IconActionLink } from '@/shared/ui/icon-action';
import { canPause, canResume } from '../logic/status';
import type { StreamActionsApi } from '../use-stream-actions';

/**
 * Pause or resume, settings and delete (after a confirmation) for those who may manage the stream.
 * The mutations come from the list, one set for all its rows; hints are native titles and the
 * buttons light ones (IconAction), so a page of 48 streams mounts no tooltip, popover or antd
 * Button until one is used.
 */
export function StreamActions({ stream, actions }: { stream: Stream; actions: StreamActionsApi }) {
  const { t } = useTranslation('streams');
  const { message, modal } = App.useApp();
  if (!stream.meta.canManage) return null;
  const { pause, resume, remove } = actions;
  const uid = stream.uid;
  const busy = (m: { isPending: boolean; variables?: string | undefined }) => m.isPending && m.variables === uid;
  const label = (key: string) => t(`actions.${key}`, { name: stream.name });
  // Pause and resume share one button: a stream offers at most one of them.
  const flip = canPause(stream.status)
    ? { key: 'pause', done: 'paused', mutation: pause }
    : canResume(stream.status)
      ? { key: 'resume', done: 'resumed', mutation: resume }
      : null;
  const confirmDelete = () =>
    modal.confirm({
      title: label('deleteTitle'),
      content: t('actions.deleteText'),
      okText: t('actions.deleteOk'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(uid).then(
          () => void message.success(label('deleted')),
          () => undefined,
        ),
    });
  return (
    <span style={{ display: 'inline-flex', flex: 'none' }}>
      {flip && (
        <IconAction
          label={label(flip.key)}
          icon={flip.key === 'pause' ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          loading={busy(flip.mutation)}
          onClick={() => flip.mutation.mutate(uid, { onSuccess: () => void message.success(label(flip.done)) })}
        />
      )}
      <IconActionLink label={label('settings')} icon={<SettingOutlined />} to={pathTo('stream-setting', { uid })} />
      <IconAction
        label={label('delete')}
        icon={<DeleteOutlined />}
        danger
        loading={busy(remove)}
        onClick={confirmDelete}
      />
    </span>
  );
}
