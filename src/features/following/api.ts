import { call } from '@/shared/http/client';

/** Query key of the streams the user follows (their profile's `followedStreams`). */
export const followingKey = ['following'] as const;

export const followingApi = {
  /** The streams the user follows and may still view (the server leaves out the others). */
  followed: async () => (await call('getMe', {})).followedStreams ?? [],
  save: async (uids: string[]) => (await call('updateMe', { body: { followedStreams: uids } })).followedStreams ?? [],
};
