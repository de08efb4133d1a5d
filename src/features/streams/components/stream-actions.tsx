import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Stream } from '@contract/index';
import { pathTo } from '@/shared/routing';
import { canPause, canResume } from '../logic/status';
import { useStreamActions } from '../use-stream-actions';

/** Pause or resume, settings and delete (with a confirmation) for those who may manage the stream. */
export function StreamActions({ stream }: { stream: Stream }) {
  const { t } = useTranslation('streams');
  const { message } = App.useApp();
  const { pause, resume, remove } = useStreamActions();
  if (!stream.meta.canManage) return null;
  const name = stream.name;
  const busy = (m: { isPending: boolean; variables?: string | undefined }) => m.isPending && m.variables === stream.uid;
  const label = (key: string) => t(`actions.${key}`, { name });
  return (
    <Space size={0}>
      {canPause(stream.status) && (
        <Tooltip title={label('pause')}>
          <Button
            type="text"
            aria-label={label('pause')}
            icon={<PauseCircleOutlined />}
            loading={busy(pause)}
            onClick={() => pause.mutate(stream.uid, { onSuccess: () => void message.success(label('paused')) })}
          />
        </Tooltip>
      )}
      {canResume(stream.status) && (
        <Tooltip title={label('resume')}>
          <Button
            type="text"
            aria-label={label('resume')}
            icon={<PlayCircleOutlined />}
            loading={busy(resume)}
            onClick={() => resume.mutate(stream.uid, { onSuccess: () => void message.success(label('resumed')) })}
          />
        </Tooltip>
      )}
      <Tooltip title={label('settings')}>
        <Link to={pathTo('stream-setting', { uid: stream.uid })} aria-label={label('settings')}>
          <Button type="text" icon={<SettingOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
      <Popconfirm
        title={label('deleteTitle')}
        description={t('actions.deleteText')}
        okText={t('actions.deleteOk')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ danger: true, loading: busy(remove) }}
        onConfirm={() =>
          remove.mutateAsync(stream.uid).then(
            () => void message.success(label('deleted')),
            () => undefined,
          )
        }
      >
        <Tooltip title={label('delete')}>
          <Button type="text" danger aria-label={label('delete')} icon={<DeleteOutlined />} />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
