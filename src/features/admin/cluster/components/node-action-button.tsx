import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClusterNode } from '@contract/index';
import { actionFor, confirmationFor, type NodeAction } from '../logic/cluster-nodes';

export interface NodeActionButtonProps {
  node: ClusterNode;
  /** The last node that takes streams: draining it is refused, so the button says why instead. */
  last: boolean;
  busy: boolean;
  /** Drains or returns the node; settles when the server has answered. */
  onAct: (node: ClusterNode, action: NodeAction) => Promise<unknown>;
}

/** Drain or undrain a node, after a confirmation that says what happens to its streams and their viewers. */
export function NodeActionButton({ node, last, busy, onAct }: NodeActionButtonProps) {
  const { t } = useTranslation(['admin-cluster', 'common']);
  const { modal } = App.useApp();
  const action = actionFor(node);
  const blocked = action === 'drain' && last;

  const confirm = () => {
    const { key, values } = confirmationFor(node);
    modal.confirm({
      title: t(`confirm.${action}Title`, { name: node.name }),
      content: t(key, values),
      okText: t(`actions.${action}`),
      okButtonProps: { danger: action === 'drain' },
      cancelText: t('common:cancel'),
      // A refusal is the shell's to show (the catalogue's message); the dialog closes either way.
      onOk: () => onAct(node, action).catch(() => undefined),
    });
  };

  const button = (
    <Button
      size="small"
      danger={action === 'drain'}
      disabled={blocked}
      loading={busy}
      onClick={confirm}
      aria-label={t(`actions.${action}One`, { name: node.name })}
    >
      {t(`actions.${action}`)}
    </Button>
  );
  return blocked ? <Tooltip title={t('actions.lastNode')}>{button}</Tooltip> : button;
}
