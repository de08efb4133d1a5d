import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TunnelCard } from '../../../src/features/admin/tunnel/components/tunnel-card';
import { STOPPED_TUNNEL } from '../../../src/features/admin/tunnel/logic/sample-status';

const stopped = STOPPED_TUNNEL;

/** Administration › Tunnel: the tunnel in each of its four states. */
const meta = {
  title: 'Features/Administration/Tunnel card',
  component: TunnelCard,
  args: { status: stopped, locations: ['RU', 'DE'], canStart: true, busy: false, onStart: fn(), onStop: fn() },
} satisfies Meta<typeof TunnelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stopped: Story = {};

export const Starting: Story = { args: { status: { ...stopped, state: 'starting', location: 'RU' }, busy: true } };

/** The console's address through the relay, to open or copy. */
export const Running: Story = {
  args: {
    status: {
      ...stopped,
      state: 'running',
      location: 'RU',
      url: 'https://cam-41234.tunnel.example.ru/',
      startedTime: '2026-11-25T09:12:00.000Z',
    },
  },
};

/** The reason in words and the next attempt. */
export const Failed: Story = {
  args: {
    status: {
      ...stopped,
      state: 'failed',
      location: 'DE',
      failureReason: 'connectionLost',
      retryTime: '2026-11-25T09:12:08.000Z',
    },
  },
};

export const RunningRussianDark: Story = { ...Running, globals: { theme: 'dark', language: 'ru' } };
