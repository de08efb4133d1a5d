import { describe, expect, it } from 'vitest';
import { parseNetDev } from './host';

describe("reading the host's network counters", () => {
  it('adds up bytes in and out of every interface but loopback', () => {
    const text = [
      'Inter-|   Receive                                                |  Transmit',
      ' face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed',
      '    lo: 5000      50    0    0    0     0          0         0     5000      50    0    0    0     0       0          0',
      '  eth0: 1000      10    0    0    0     0          0         0      300       3    0    0    0     0       0          0',
      '  eth1:  200       2    0    0    0     0          0         0       40       1    0    0    0     0       0          0',
    ].join('\n');
    expect(parseNetDev(text)).toEqual({ rx: 1200, tx: 340 });
    expect(parseNetDev('')).toBeNull();
  });
});
