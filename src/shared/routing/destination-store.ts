import { readJson, removeKey, session, writeJson } from '@/shared/storage/safe-storage';
import type { Destination } from './logic/destination';

const KEY = 'destination';

/** docs/console.md#entities: session storage holds the destination page (name and params). */
export const destinationStore = {
  read: (): unknown => readJson<unknown>(session, KEY, (v) => v, null),
  write: (destination: Destination) => writeJson(session, KEY, destination),
  clear: () => removeKey(session, KEY),
};
