import { describe, expect, it } from 'vitest';
import { draftKey, isDraft, withoutCredentials, withoutSecrets } from './draft';

describe('form drafts keep no secret', () => {
  it('cuts the user name and password out of an address', () => {
    expect(withoutCredentials('rtsp://admin:s3cret@10.0.0.5:554/stream1')).toBe('rtsp://10.0.0.5:554/stream1');
    expect(withoutCredentials('https://user@example.com/a.m3u8')).toBe('https://example.com/a.m3u8');
    expect(withoutCredentials('demo://Front door')).toBe('demo://Front door');
    expect(withoutCredentials('not an address: a@b')).toBe('not an address: a@b');
  });

  it('leaves out fields named like a secret, at any depth, and keeps the rest as typed', () => {
    expect(
      withoutSecrets({
        name: 'Door',
        streamSource: 'rtsp://u:p@cam/1',
        password: 'x',
        oldPassword: 'y',
        apiToken: 'z',
        tags: ['a', 'b'],
        live: { onDemand: true, secretKey: 'k' },
        empty: undefined,
        nothing: null,
      }),
    ).toEqual({
      name: 'Door',
      streamSource: 'rtsp://cam/1',
      tags: ['a', 'b'],
      live: { onDemand: true },
      nothing: null,
    });
  });

  it('reads back only plain objects, under a key of the page and the form', () => {
    expect(isDraft({ a: 1 })).toBe(true);
    expect([null, [], 'x', 3].some(isDraft)).toBe(false);
    expect(draftKey('/ui/add-stream', 'stream')).toBe('draft:/ui/add-stream#stream');
  });
});
