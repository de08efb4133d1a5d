import { request } from '@playwright/test';
import { accounts, baseURL } from './accounts';

/** Seeds the freshly started server: the first administrator, an operator and a read-only viewer. */
export default async function globalSetup(): Promise<void> {
  const api = await request.newContext({ baseURL });
  const unlock = await api.post('/v1/system/unlock', { data: accounts.admin });
  if (!unlock.ok()) throw new Error(`unlock failed: ${unlock.status()} ${await unlock.text()}`);
  for (const [who, maxStreamCreation] of [
    [accounts.operator, -1],
    [accounts.viewer, 0],
  ] as const) {
    const res = await api.post('/v1/users', {
      data: { name: who.login, password: who.password, email: who.email, permissionType: 'user', maxStreamCreation },
    });
    if (!res.ok()) throw new Error(`seeding ${who.login} failed: ${res.status()} ${await res.text()}`);
  }
  await api.dispose();
}
