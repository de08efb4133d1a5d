import { expect, type APIRequestContext } from '@playwright/test';

/** A demo stream that runs only while watched (on demand): no encoder until a player or a mosaic asks. */
export async function createOnDemandStream(api: APIRequestContext, name: string): Promise<string> {
  const res = await api.post('/v1/stream', {
    data: { name, streamSource: `demo://${encodeURIComponent(name)}`, live: { onDemand: true } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { uid: string }).uid;
}
