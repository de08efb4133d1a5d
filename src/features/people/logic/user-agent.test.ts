import { describe, expect, it } from 'vitest';
import { clientName } from './user-agent';

describe("the name of a session's client", () => {
  it('names the browser with its major version and the system', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(clientName(chrome)).toEqual({ browser: 'Chrome 131', system: 'Linux' });
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0.2210.91';
    expect(clientName(edge)).toEqual({ browser: 'Edge 120', system: 'Windows' });
    const firefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0';
    expect(clientName(firefox)).toEqual({ browser: 'Firefox 121', system: 'macOS' });
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
    expect(clientName(safari)).toEqual({ browser: 'Safari 17', system: 'iOS' });
  });

  it('names a tool by its first word, and nothing for an empty agent', () => {
    expect(clientName('curl/8.5.0')).toEqual({ browser: 'curl/8.5.0', system: null });
    expect(clientName('  ')).toBeNull();
  });
});
