import { create } from 'zustand';
import type { UiSettings, User } from '@contract/index';

export type SessionStatus = 'booting' | 'ready';

export interface SessionState {
  status: SessionStatus;
  /** Boot data; null until it came, or when the server did not answer. */
  settings: UiSettings | null;
  user: User | null;
  setSettings: (settings: UiSettings) => void;
  setUser: (user: User | null) => void;
  ready: (settings: UiSettings | null, user: User | null) => void;
}

/** Who is signed in and the server's boot data: the one copy the whole console reads. */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'booting',
  settings: null,
  user: null,
  setSettings: (settings) => set({ settings, user: settings.user }),
  setUser: (user) => set({ user }),
  ready: (settings, user) => set({ status: 'ready', settings, user }),
}));

/** docs/console.md#roles-and-permissions: read-only is maxStreamCreation 0 on a non-admin. */
export function isReadOnlyUser(user: Pick<User, 'isAdmin' | 'maxStreamCreation'> | null): boolean {
  return !!user && !user.isAdmin && user.maxStreamCreation === 0;
}

export { isEnterprise } from '../logic/edition';
