import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClusterTable } from '../../../src/features/admin/cluster/components/cluster-table';
import { ClusteringOff } from '../../../src/features/admin/cluster/components/clustering-off';
import { ApiError } from '../../../src/shared/http/api-error';
import { clusterNodes } from '../../../src/test/fixtures';
import { withPhoneWidth, withRouter } from '../../decorators';

/** Two minutes after the fixtures' heartbeat of 10:00:00. */
const NOW = Date.parse('2026-11-22T10:02:00.000Z');

/**
 * Administration › Cluster: this node first and marked, a drained one, one that stopped answering
 * (and the load of an overloaded machine); drain and undrain when clustering is on.
 */
const meta = {
  title: 'Features/Admin/Cluster table',
  component: ClusterTable,
  decorators: [withRouter],
  args: {
    nodes: clusterNodes(),
    loading: false,
    error: null,
    onRetry: fn(),
    now: NOW,
    onAct: fn(async () => undefined),
    acting: null,
  },
} satisfies Meta<typeof ClusterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clustered: Story = {};

export const ClusteredDark: Story = { globals: { theme: 'dark' } };

export const ClusteredRussian: Story = { globals: { language: 'ru' } };

/** A drain on its way: the row's button waits for the server. */
export const Draining: Story = { args: { acting: 'node-1' } };

/** Clustering off (no shared database or no cluster feature): the node alone, why, and no actions. */
export const ClusteringOffStory: Story = {
  name: 'Clustering off',
  args: { nodes: clusterNodes().slice(0, 1), onAct: undefined },
  render: (args) => (
    <>
      <ClusteringOff />
      <ClusterTable {...args} />
    </>
  ),
};

/** On a phone: the table scrolls inside its own box, never the page. */
export const Phone: Story = {
  decorators: [withPhoneWidth],
};

/** The list could not be loaded: the catalogue's message and a retry in the table's place. */
export const Failed: Story = {
  args: { nodes: undefined, error: new ApiError(null, 'ServerNotResponding', 'no response') },
};
