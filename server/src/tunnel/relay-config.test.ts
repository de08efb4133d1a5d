import { describe, expect, it } from 'vitest';
import { chosenLocation, parseRelays, publicUrl } from './relay-config';

const KEY = `SHA256:${'A'.repeat(43)}`;
const ru = { location: 'RU', host: 'relay.example.ru', user: 'vigil', privateKeyFile: '/etc/vigil/id', hostKey: KEY };

describe('VIGIL_TUNNEL_RELAYS', () => {
  it('is no relay when unset or blank', () => {
    expect(parseRelays(undefined)).toEqual([]);
    expect(parseRelays('  ')).toEqual([]);
  });

  it('fills in port 22, a port the relay picks, every address and the http address of the port', () => {
    expect(parseRelays(JSON.stringify([ru]))).toEqual([
      { ...ru, port: 22, remotePort: 0, bindAddress: '', publicUrl: 'http://{host}:{port}/' },
    ]);
  });

  it.each([
    ['not JSON', '{', /JSON list/],
    ['not a list', JSON.stringify(ru), /JSON list/],
    ['a fingerprint that is not SHA256', JSON.stringify([{ ...ru, hostKey: 'MD5:aa:bb' }]), /relay 1: \/hostKey/],
    ['no host key at all', JSON.stringify([{ ...ru, hostKey: undefined }]), /relay 1: \/hostKey/],
    ['an unknown field', JSON.stringify([{ ...ru, acceptAnyKey: true }]), /relay 1/],
    ['a location that is not a region code', JSON.stringify([{ ...ru, location: 'moscow' }]), /\/location/],
    ['a host with a space', JSON.stringify([{ ...ru, host: 'a b' }]), /\/host/],
    ['a location twice', JSON.stringify([ru, { ...ru, host: 'other' }]), /RU is listed twice/],
  ])('stops the start on %s', (_, raw, message) => {
    expect(() => parseRelays(raw)).toThrow(message);
  });
});

describe('the location a start goes to', () => {
  const relays = parseRelays(JSON.stringify([{ ...ru, location: 'DE' }, ru]));
  it('is the one asked for', () => expect(chosenLocation(relays, 'DE')).toBe('DE'));
  it('is RU when none is asked for and RU has a relay', () => expect(chosenLocation(relays, undefined)).toBe('RU'));
  it('is the first relay without RU, and none without relays', () => {
    expect(chosenLocation(relays.slice(0, 1), undefined)).toBe('DE');
    expect(chosenLocation([], undefined)).toBeNull();
  });
});

describe('the public address', () => {
  it('puts the relay host and the forwarded port into the template', () => {
    const [relay] = parseRelays(JSON.stringify([ru]));
    expect(publicUrl(relay!, 41234)).toBe('http://relay.example.ru:41234/');
    expect(publicUrl({ ...relay!, publicUrl: 'https://cam-{port}.tunnel.example.com/' }, 5)).toBe(
      'https://cam-5.tunnel.example.com/',
    );
  });
});
