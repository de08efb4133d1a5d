import { describe, expect, it } from 'vitest';
import { ForwardingRefused, RelayKeyUnreadable, failureReason } from './failure-reason';

const error = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? 'x')), fields);

describe('the reason word of a failed attempt', () => {
  it.each([
    [error({ level: 'client-authentication' }), 'authenticationFailed'],
    [error({ code: 'ECONNREFUSED' }), 'relayUnreachable'],
    [error({ code: 'ENOTFOUND' }), 'relayUnreachable'],
    [error({ level: 'client-timeout' }), 'relayTimeout'],
    [error({ message: 'Timed out while waiting for handshake' }), 'relayTimeout'],
    [new ForwardingRefused('Unable to bind to 0.0.0.0:80'), 'forwardingRefused'],
    [new RelayKeyUnreadable('ENOENT'), 'relayKeyUnreadable'],
    ['something else', 'relayUnreachable'],
  ] as const)('%s → %s', (thrown, reason) => {
    expect(failureReason(thrown, false)).toBe(reason);
  });

  it('is hostKeyMismatch whenever the host key was refused, whatever ssh2 said', () => {
    expect(failureReason(error({ level: 'handshake', message: 'Host denied' }), true)).toBe('hostKeyMismatch');
  });
});
