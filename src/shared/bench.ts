/** The benchmarks (bench/) set this in localStorage to '1' so the console records its figures; nothing is recorded otherwise. */
export const BENCH_KEY = 'vigil:bench';

export function benchOn(): boolean {
  try {
    return window.localStorage.getItem(BENCH_KEY) === '1';
  } catch {
    return false;
  }
}
