import type { ChartUnit } from './charts';

export type UnitWord = 'percent' | 'none' | 'B' | 'KB' | 'MB' | 'GB' | 'TB' | 'bps' | 'kbps' | 'Mbps' | 'Gbps';

export interface Scaled {
  value: number;
  digits: number;
  /** `units.<word>` in the locale writes the value with its unit. */
  unit: UnitWord;
}

const BYTES: UnitWord[] = ['B', 'KB', 'MB', 'GB', 'TB'];
const BITS: UnitWord[] = ['bps', 'kbps', 'Mbps', 'Gbps'];

/** The value in the largest step of `steps` (each `base` times the one before) it reaches. */
function stepped(value: number, base: number, steps: UnitWord[]): Scaled {
  let i = 0;
  let v = value;
  while (Math.abs(v) >= base && i < steps.length - 1) {
    v /= base;
    i += 1;
  }
  return { value: v, digits: i === 0 || Math.abs(v) >= 100 ? 0 : 1, unit: steps[i] ?? 'none' };
}

/** A figure in the unit a person reads: bytes in KB/MB/GB (1024), bits and network bytes in kbit/s (1000), percent and load as they are. */
export function scale(value: number, unit: ChartUnit): Scaled {
  switch (unit) {
    case 'percent':
      return { value, digits: 1, unit: 'percent' };
    case 'load':
      return { value, digits: 2, unit: 'none' };
    case 'count':
      return { value, digits: Number.isInteger(value) ? 0 : 1, unit: 'none' };
    case 'bytes':
      return stepped(value, 1024, BYTES);
    case 'bytesPerSecond':
      return stepped(value * 8, 1000, BITS);
    case 'bitsPerSecond':
      return stepped(value, 1000, BITS);
  }
}
