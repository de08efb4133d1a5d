import fc, { type Arbitrary } from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { errorCodes } from '../contract/errors';
import { eventsRepo } from '../src/events';
import { bitmapOf } from '../src/media/motion/bitmap';
import { emptyRow, minuteOf, putSecond } from '../src/media/motion/grid';
import { SDP_TYPE } from '../contract/routes/live';
import { removeDir, withCookie } from './helpers';
import { adminCredentials, startMediaServer, type MediaTestServer } from './media-helpers';
import { fuzzedValueOf, hostile, type JsonSchema, type Overrides } from './support/schema-arbitrary';
import { SoftAuthenticator } from './support/soft-authenticator';

/**
 * docs/security.md, INPUT-5: every operation of the OpenAPI document, driven with bodies, queries and path
 * parameters generated from its own schemas (mostly valid, so the handlers' logic runs, and some
 * broken), answers only 2xx–4xx, and every 4xx is the catalogue's {code, message}.
 * Deterministic by default; FUZZ_SEED=<n> and FUZZ_RUNS=<n> explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** Sources that fail at once without work: the fuzzer tests the server, not ffmpeg on a camera. */
const cheapSource = fc.oneof(
  fc.constantFrom(
    'rtsp://127.0.0.1:9/fuzz',
    'http://127.0.0.1:9/fuzz.m3u8',
    'file:///etc/passwd',
    'demo://a;b',
    'concat:a|b',
    '-i /etc/passwd',
    'rtsp://user:pass@127.0.0.1:9/x',
  ),
  hostile,
);
const FOREIGN = new SoftAuthenticator('http://localhost:80');
const overrides: Overrides = {
  streamSource: cheapSource,
  url: cheapSource,
  // The low-resolution sub-stream: checked by the same rules; null removes it.
  subSource: fc.oneof(cheapSource, fc.constant(null)),
  // The second step of sign-in: tickets nobody was given, well formed or not.
  ticket: fc.oneof(fc.constantFrom('t.unknown', 't.'), hostile),
  // The directory's server: one that refuses at once (a real lookup would wait on DNS), none, or hostile text.
  serverUrl: fc.oneof(fc.constantFrom('', 'ldap://127.0.0.1:9', 'ldaps://127.0.0.1:9/'), hostile),
  userFilter: fc.oneof(
    fc.constantFrom('(uid={login})', '(|(uid={login})(mail={login}))', '(uid=x)', '((uid={login})'),
    hostile,
  ),
  // A clip link's expiry: past, soon, far and too far.
  expiresAt: fc.oneof(
    fc
      .constantFrom(-3_600_000, 60_000, 86_400_000 * 30, 86_400_000 * 120)
      .map((d) => new Date(Date.now() + d).toISOString()),
    hostile,
  ),
  // WebAuthn answers: well formed ones of a software authenticator to challenges never given, and broken ones.
  credential: fc.oneof(
    fc.constantFrom(FOREIGN.register({ challenge: 'bm90LWdpdmVu' }), FOREIGN.assert({ challenge: 'bm90LWdpdmVu' })),
    hostile,
  ),
};
/**
 * Query parameters by name, mixed with what their schemas give: the search's `q` also takes the
 * names that exist (so its ranking runs over real rows), LIKE's wildcards, and white space only.
 */
const queryOverrides: Overrides = {
  q: fc.constantFrom('Fuzz', 'fuz', 'FUZZ ', 'fuzz-target', 'admin', '%', '_', '\\', '   ', 'a b'),
  // A recorded moment's picture: the event's moment (nothing recorded there), far times and broken ones.
  time: fc.constantFrom('2026-11-22T09:00:06.000Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'now', ''),
  // The motion search's region: whole, a quarter, a sliver, and ones empty or leaving the picture.
  // Single sign-on: pages to come back to, on the console or trying to leave it; answers of a provider nobody asked.
  returnTo: fc.constantFrom(
    '/streams',
    '/streams/cam%201',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
  ),
  state: fc.constantFrom('forged', ''),
  error: fc.constantFrom('access_denied', 'x'.repeat(300)),
  region: fc.constantFrom('0,0,1,1', '0.5,0,0.5,0.5', '.01,.99,.01,.01', '0,0,0,0', '0.9,0.9,0.5,0.5', '1,1,1,1'),
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

interface FuzzRequest {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

let server: MediaTestServer;
let bearer = '';
let doc: Document;
/** Ids that exist, so generated path parameters sometimes reach a real row. */
const known: Record<string, string[]> = {};

beforeAll(async () => {
  // WebRTC on (on loopback), so that offers reach the server's reading of them.
  server = await startMediaServer({ media: { webrtc: { hosts: ['127.0.0.1'], ports: null, iceServers: [] } } });
  const { cookie, token } = await adminCredentials(server);
  bearer = token;
  const stream = await server.app.inject({
    method: 'POST',
    url: '/v1/stream',
    headers: withCookie(cookie),
    payload: { name: 'Fuzz', streamSource: 'rtsp://127.0.0.1:9/fuzz', live: { onDemand: true } },
  });
  const other = await server.app.inject({
    method: 'POST',
    url: '/v1/token',
    headers: withCookie(cookie),
    payload: { name: 'fuzz target' },
  });
  await server.app.inject({
    method: 'POST',
    url: '/v1/users',
    headers: withCookie(cookie),
    payload: { name: 'fuzz-target', password: 'Target-pass-2026', permissionType: 'user' },
  });
  known.uid = [(stream.json() as { uid: string }).uid];
  // A minute of motion and an event on it, so the motion search and the events list read real rows.
  const grid = emptyRow(minuteOf(Date.parse('2026-11-22T09:00:00.000Z') / 1000));
  putSecond(grid, { second: grid.minuteMs / 1000 + 5, bitmap: bitmapOf([0, 143]), level: 50 });
  await eventsRepo(server.db).saveGridRow(known.uid[0]!, grid);
  const event = { start: grid.minuteMs / 1000 + 5, end: grid.minuteMs / 1000 + 9, peak: grid.minuteMs / 1000 + 6 };
  await eventsRepo(server.db).insertEvent(known.uid[0]!, { ...event, cells: bitmapOf([0]) }, null, Date.now());
  // A bookmark with an interval, tags and a hold, so the bookmark calls' generated ids sometimes reach a real row.
  const bookmark = await server.app.inject({
    method: 'POST',
    url: '/v1/bookmark',
    headers: withCookie(cookie),
    payload: {
      streamUid: known.uid[0],
      name: 'Fuzz mark',
      tags: ['fuzz'],
      startTime: '2026-11-22T09:00:00.000Z',
      endTime: '2026-11-22T09:01:00.000Z',
      hold: true,
    },
  });
  // A finished case export with a clip link, so the clip link calls sometimes reach a real package and link.
  const admin = await server.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  await server.db
    .insertInto('exports')
    .values({
      id: 'fuzz-pkg',
      user_id: admin.id,
      author: 'admin',
      name: 'Fuzz case',
      reason: 'Fuzz',
      watermark: 0,
      status: 'done',
      progress_milli: 1000,
      size: 0,
      failure_reason: null,
      node_id: 'local',
      file: `${server.dir}/missing.zip`,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
  const link = await server.app.inject({
    method: 'POST',
    url: '/v1/exports/fuzz-pkg/links',
    headers: withCookie(cookie),
    payload: { expiresAt: new Date(Date.now() + 3_600_000).toISOString(), password: 'fuzz' },
  });
  const linkUrl = (link.json() as { url: string; id: string }).url;
  known.token = [decodeURIComponent(linkUrl.split('/').pop() ?? 'x')];
  known.linkId = [(link.json() as { id: string }).id];
  known.id = [(other.json() as { id: string }).id, '1', (bookmark.json() as { id: string }).id, 'fuzz-pkg'];
  known.login = ['fuzz-target'];
  doc = (await server.app.inject({ url: '/ui/swagger/json' })).json() as Document;
  for (const entries of ZIP_SAMPLES) sampleZips.push(await zipOf(entries));
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDir(server.dir);
});

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

function requestOf(path: string, method: string, op: Operation): Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...(known[p.name] ?? ['x'])) },
        { weight: 2, arbitrary: fuzzedValueOf(p.schema, overrides).map(asText) },
      ),
    ),
  );
  const queryArb = fc.tuple(
    ...queryParams.map((p) => {
      const fuzzed = fuzzedValueOf(p.schema, overrides);
      const known = queryOverrides[p.name];
      return fc.option(known ? fc.oneof(known, fuzzed) : fuzzed, { nil: undefined, freq: p.required ? 10 : 3 });
    }),
  );
  const json = op.requestBody?.content['application/json']?.schema;
  const zip = op.requestBody?.content['application/zip'];
  const sdp = op.requestBody?.content[SDP_TYPE]?.schema;
  const bodyArb: Arbitrary<{ payload?: string | Buffer; contentType?: string }> = zip
    ? zipBodies()
    : sdp
      ? badOffers.map((payload) => ({ payload, contentType: SDP_TYPE }))
      : json
        ? fc.oneof(
            {
              weight: 9,
              arbitrary: fuzzedValueOf(json, overrides).map((v) => ({ payload: JSON.stringify(v) ?? 'null' })),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                { payload: '{"unterminated": ' },
                { payload: '', contentType: 'application/json' },
                { payload: '<xml/>', contentType: 'application/xml' },
              ),
            },
          )
        : fc.constant({});
  return fc.tuple(pathArb, queryArb, bodyArb).map(([pathValues, queryValues, body]) => {
    let url = path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeURIComponent(String(pathValues[i])) || 'x');
    });
    const query = new URLSearchParams();
    queryParams.forEach((p, i) => {
      const value = queryValues[i];
      if (value === undefined) return;
      for (const item of Array.isArray(value) ? value : [value]) query.append(p.name, asText(item));
    });
    const search = query.toString();
    return {
      method: method.toUpperCase(),
      url: search ? `${url}?${search}` : url,
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      contentType: body.contentType ?? (json ? 'application/json' : undefined),
    } as FuzzRequest;
  });
}

/** Zips of text entries (made before the run: yazl writes asynchronously), for the verify call. */
const sampleZips: Buffer[] = [];
const ZIP_SAMPLES: [string, string][][] = [
  [],
  [['manifest.json', '{}']],
  [
    ['manifest.json', '{"format":"vigil-case-export","version":1,"files":[{"path":"../x","size":-1,"sha256":"00"}]}'],
    ['manifest.sig', '%%%'],
  ],
  [
    ['clips/01-x.mp4', 'not a video'],
    ['manifest.sig', 'AAAA'],
    ['clips/01-x.mp4', 'twice'],
  ],
  [
    ['dir/', ''],
    ['a'.repeat(300), 'long name'],
  ],
];

function zipOf(entries: [string, string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of entries) {
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.from(text), name, { compress: false });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * A package to verify: random bytes, a zip's signature followed by junk, real zips of odd entries,
 * sent as `application/zip`, or JSON text (which must never be taken for a file).
 */
const zipBodies = (): Arbitrary<{ payload?: string | Buffer; contentType?: string }> =>
  fc.oneof(
    fc.uint8Array({ maxLength: 512 }).map((b) => ({ payload: Buffer.from(b), contentType: 'application/zip' })),
    fc.uint8Array({ maxLength: 256 }).map((b) => ({
      payload: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(b)]),
      contentType: 'application/zip',
    })),
    fc.constantFrom(...sampleZips).map((zip) => ({ payload: zip, contentType: 'application/zip' })),
    fc.string().map((text) => ({ payload: JSON.stringify(text), contentType: 'application/json' })),
  );

/** A WebRTC offer as a browser sends it, cut down to what the server reads. */
const OFFER = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=fingerprint:sha-256 AB:CD',
  'm=video 9 UDP/TLS/RTP/SAVPF 102',
  'a=ice-ufrag:abcd',
  'a=ice-pwd:0123456789012345678901',
  'a=recvonly',
  'a=rtpmap:102 H264/90000',
  'a=fmtp:102 packetization-mode=1;profile-level-id=42e01f',
];
/** Offers that are not SDP, or SDP the server cannot answer: a line left out, or one replaced by anything. */
const badOffers: Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 300 }),
  hostile.map(asText),
  fc
    .tuple(fc.nat({ max: OFFER.length - 1 }), fc.option(fc.string({ maxLength: 40 }), { nil: undefined }))
    // Without its time or direction line an offer is still whole.
    .filter(([i, line]) => line !== undefined || (i !== 3 && i !== 8))
    .map(([i, line]) => {
      const lines = [...OFFER];
      if (line === undefined) lines.splice(i, 1);
      else lines[i] = `${line}\u0000`;
      return lines.join(i % 2 ? '\n' : '\r\n');
    }),
);

/** Why an answer breaks the promise, or null when it keeps it. */
function problemOf(status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  if (!contentType.startsWith('application/json')) return `a ${status} that is not JSON`;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return 'a body that is not JSON';
  }
  const extra = Object.keys(parsed).filter((k) => !['code', 'message', 'field', 'reason'].includes(k));
  if (extra.length) return `unexpected keys ${extra.join(',')}`;
  if (!errorCodes.includes(parsed.code as never)) return `code ${String(parsed.code)} not in the catalogue`;
  if (typeof parsed.message !== 'string') return 'no message';
  if (/\bat \S+\.[jt]s:\d+|node_modules|FST_ERR|<img|onerror=/.test(body)) return 'internals or input echoed';
  return null;
}

describe('the contract fuzz test (docs/security.md, INPUT-5)', () => {
  it('answers every operation of the OpenAPI document with 2xx–4xx only, and the catalogue body on a 4xx', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(47);
    // The package verification takes a zip as it is: fuzzed with bytes and zips, not JSON.
    expect(operations.filter(({ op }) => op.requestBody?.content['application/zip'])).toHaveLength(1);
    const failures: string[] = [];
    for (const { path, method, op } of operations) {
      await fc
        .assert(
          fc.asyncProperty(requestOf(path, method, op), async (req) => {
            const res = await server.app.inject({
              method: req.method as 'GET',
              url: req.url,
              headers: {
                authorization: `Bearer ${bearer}`,
                ...(req.contentType ? { 'content-type': req.contentType } : {}),
              },
              ...(req.payload !== undefined ? { payload: req.payload } : {}),
            });
            const problem = problemOf(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
            if (problem) {
              failures.push(
                `${op.operationId} ${req.method} ${req.url.slice(0, 200)}: ${problem}: ${res.body.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
