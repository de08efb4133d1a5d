import { route } from '../route';
import { errorResponses } from '../schemas/common';
import { ClusterNode, ClusterNodeList, NodeIdParams, UiNodeList } from '../schemas/cluster';

/** Cluster nodes. Without clustering there is one node, the current one; drain then answers ActionNotAcceptable. */
export const clusterRoutes = {
  listClusterNodes: route('listClusterNodes', {
    summary: 'Every node of the cluster (administration)',
    tags: ['cluster'],
    access: 'admin',
    response: { 200: ClusterNodeList, ...errorResponses },
  }),
  listUiNodes: route('listUiNodes', {
    summary: 'Nodes the console can switch to (the server switcher of the user menu)',
    tags: ['cluster'],
    access: 'user',
    response: { 200: UiNodeList, ...errorResponses },
  }),
  getClusterNode: route('getClusterNode', {
    summary: 'One node of the cluster',
    tags: ['cluster'],
    access: 'admin',
    params: NodeIdParams,
    response: { 200: ClusterNode, ...errorResponses },
  }),
  drainClusterNode: route('drainClusterNode', {
    summary: 'Drain a node: it takes no new streams and hands its streams to other nodes',
    description:
      'EnterpriseOnly without clustering in the license; ActionNotAcceptable for the last undrained node. Draining a drained node changes nothing.',
    tags: ['cluster'],
    access: 'admin',
    params: NodeIdParams,
    response: { 200: ClusterNode, ...errorResponses },
  }),
  undrainClusterNode: route('undrainClusterNode', {
    summary: 'Return a drained node to the cluster',
    tags: ['cluster'],
    access: 'admin',
    params: NodeIdParams,
    response: { 200: ClusterNode, ...errorResponses },
  }),
};
