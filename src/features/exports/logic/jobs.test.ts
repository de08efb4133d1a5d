import { describe, expect, it } from 'vitest';
import { exportPath, JOBS_POLL_MS, pollInterval, progressPercent, settleWatch, sizeParts } from './jobs';

const job = (id: string, status: 'queued' | 'running' | 'done' | 'failed', author = 'olga') => ({ id, status, author });

describe('the job list', () => {
  it('is asked again while a job is unfinished, and not otherwise', () => {
    expect(pollInterval([job('a', 'done'), job('b', 'running')])).toBe(JOBS_POLL_MS);
    expect(pollInterval([job('a', 'queued')])).toBe(JOBS_POLL_MS);
    expect(pollInterval([job('a', 'done'), job('b', 'failed')])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('shows progress as a whole percent and sizes in the unit one reads', () => {
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1.2)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(sizeParts(500)).toEqual({ value: 500, digits: 0, unit: 'B' });
    expect(sizeParts(1536)).toEqual({ value: 1.5, digits: 1, unit: 'KB' });
    expect(sizeParts(3 * 1024 * 1024)).toEqual({ value: 3, digits: 1, unit: 'MB' });
    expect(sizeParts(5 * 1024 ** 4).unit).toBe('GB');
  });

  it('links a job to its own page', () => {
    expect(exportPath('pON-pvc_F4')).toBe('/exports/pON-pvc_F4');
  });
});

describe('watching jobs for the notifications', () => {
  it('watches the user’s unfinished jobs, not others’ nor finished ones', () => {
    const step = settleWatch([], [job('a', 'running'), job('b', 'queued', 'ivan'), job('c', 'done')], 'olga');
    expect(step).toEqual({ watched: ['a'], finished: [] });
  });

  it('says a watched job once when the list shows it finished, done or failed', () => {
    const jobs = [job('a', 'done'), job('b', 'failed'), job('c', 'running')];
    const step = settleWatch(['a', 'b', 'c'], jobs, 'olga');
    expect(step).toEqual({ watched: ['c'], finished: ['a', 'b'] });
    // The next look says nothing again.
    expect(settleWatch(step.watched, jobs, 'olga').finished).toEqual([]);
  });

  it('lets go of a watched job the list no longer holds, and never says a job finished before it was watched', () => {
    expect(settleWatch(['gone'], [job('a', 'done')], 'olga')).toEqual({ watched: [], finished: [] });
  });
});
