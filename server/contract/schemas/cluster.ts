import { Type, type Static } from '@sinclair/typebox';
import { IsoTime } from './common';

export const NodeId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const NodeIdParams = Type.Object({ id: NodeId }, { additionalProperties: false });

/** A node of the cluster. Without clustering there is one node, the current one. */
export const ClusterNode = Type.Object(
  {
    id: NodeId,
    name: Type.String(),
    address: Type.String({ description: 'Base URL other nodes reach it at.' }),
    available: Type.Boolean({ description: 'Answered its last heartbeat.' }),
    drained: Type.Boolean({ description: 'Takes no new streams; its streams move to other nodes.' }),
    isCurrent: Type.Boolean({ description: 'The node answering this request.' }),
    streamsCount: Type.Integer({ minimum: 0 }),
    version: Type.String(),
    load: Type.Number({
      minimum: 0,
      description:
        "The node machine's load: its one-minute load average per CPU core as of its last heartbeat (1 = every core busy).",
    }),
    lastSeenTime: Type.Union([IsoTime, Type.Null()], { description: 'Last heartbeat; null if never seen.' }),
  },
  { additionalProperties: false },
);
export type ClusterNode = Static<typeof ClusterNode>;

export const ClusterNodeList = Type.Array(ClusterNode, { description: 'The current node first, then by name.' });
export type ClusterNodeList = Static<typeof ClusterNodeList>;

/** What the server switcher of the user menu needs: no addresses of internal interfaces, only console URLs. */
export const UiNode = Type.Object(
  {
    id: NodeId,
    name: Type.String(),
    url: Type.String({ description: 'Console URL of the node (…/ui/).' }),
    available: Type.Boolean(),
    isCurrent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UiNode = Static<typeof UiNode>;

export const UiNodeList = Type.Array(UiNode);
export type UiNodeList = Static<typeof UiNodeList>;
