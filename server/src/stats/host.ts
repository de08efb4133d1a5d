import fs from 'node:fs/promises';
import os from 'node:os';
import { processSampler } from '../system';

export interface HostFigures {
  cpuPercent: number;
  memoryUsedBytes: number;
  memoryTotalBytes: number;
  load1: number;
  networkInBps: number | null;
  networkOutBps: number | null;
}

/** Bytes received and sent by every interface but loopback, from the text of `/proc/net/dev`. */
export function parseNetDev(text: string): { rx: number; tx: number } | null {
  let rx = 0;
  let tx = 0;
  let seen = false;
  for (const line of text.split('\n')) {
    const match = /^\s*([^:\s]+):\s*(.*)$/.exec(line);
    if (!match || match[1] === 'lo') continue;
    const fields = (match[2] ?? '').trim().split(/\s+/).map(Number);
    // Receive: bytes packets errs drop fifo frame compressed multicast; then transmit: bytes ...
    if (fields.length < 9 || !Number.isFinite(fields[0]) || !Number.isFinite(fields[8])) continue;
    rx += fields[0] ?? 0;
    tx += fields[8] ?? 0;
    seen = true;
  }
  return seen ? { rx, tx } : null;
}

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const sum = times.user + times.nice + times.sys + times.idle + times.irq;
    total += sum;
    busy += sum - times.idle;
  }
  return { busy, total };
}

const rate = (delta: number, seconds: number) => Math.max(0, Math.round(delta / seconds));

/**
 * The host's CPU, memory, load and network, each call measuring CPU and network since the call
 * before (the first call's network is null). Load comes from the server-debug page's sampler.
 * Network is null where `/proc/net/dev` does not exist (not Linux).
 */
export function hostProbe(netDevFile = '/proc/net/dev', clock: () => number = () => performance.now()) {
  const processFigures = processSampler(clock);
  let lastCpu = cpuTimes();
  let lastNet: { rx: number; tx: number; at: number } | null = null;
  return async (): Promise<HostFigures> => {
    const cpu = cpuTimes();
    const total = cpu.total - lastCpu.total;
    const cpuPercent = total > 0 ? Math.round(((cpu.busy - lastCpu.busy) / total) * 1000) / 10 : 0;
    lastCpu = cpu;
    const at = clock();
    const net = parseNetDev(await fs.readFile(netDevFile, 'utf8').catch(() => ''));
    const seconds = lastNet ? (at - lastNet.at) / 1000 : 0;
    const rates =
      net && lastNet && seconds >= 1
        ? { networkInBps: rate(net.rx - lastNet.rx, seconds), networkOutBps: rate(net.tx - lastNet.tx, seconds) }
        : { networkInBps: null, networkOutBps: null };
    if (net && (!lastNet || seconds >= 1)) lastNet = { ...net, at };
    const memoryTotalBytes = os.totalmem();
    return {
      cpuPercent: Math.min(100, Math.max(0, cpuPercent)),
      memoryUsedBytes: memoryTotalBytes - os.freemem(),
      memoryTotalBytes,
      load1: processFigures().loadAverage[0],
      ...rates,
    };
  };
}
