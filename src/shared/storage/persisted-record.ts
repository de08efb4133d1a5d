import { parseJson, type SafeStorage, KEY_PREFIX } from './safe-storage';
import { sanitizeRecord, type FieldChecks } from '@/shared/logic/record-checks';

export { check, sanitizeRecord, type FieldChecks } from '@/shared/logic/record-checks';

export function loadRecord<T extends object>(store: SafeStorage, key: string, defaults: T, checks: FieldChecks<T>): T {
  return sanitizeRecord(parseJson(store.get(KEY_PREFIX + key)), defaults, checks);
}
