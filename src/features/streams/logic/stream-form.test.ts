import { describe, expect, it } from 'vitest';
// Test only: the schemas are read to check the limits repeated for the browser (this file is never bundled).
// eslint-disable-next-line vigil/boundaries
import { CreateStreamBody } from '@contract/schemas/stream';
import type { Stream } from '@contract/index';
import {
  EMPTY_STREAM_FORM,
  SOURCE_PATTERN,
  STREAM_LIMITS,
  cleanTags,
  createBodyOf,
  fieldMessageOf,
  formFieldOf,
  formValuesOf,
  tagsProblem,
  updateBodyOf,
  type StreamFormValues,
} from './stream-form';

const saved: StreamFormValues = {
  name: 'Front door',
  streamSource: 'rtsp://cam.example.com/1',
  subSource: '',
  tags: ['entrance', 'yard'],
  location: { name: 'Lobby' },
  meta: { marker: 'red' },
  archive: { isEnable: true },
  live: { onDemand: false },
};

describe('stream form limits', () => {
  it('are the contract schema limits', () => {
    const p = CreateStreamBody.properties;
    expect(STREAM_LIMITS).toEqual({
      nameMax: p.name.maxLength,
      sourceMax: p.streamSource.maxLength,
      tagMax: p.tags.items.maxLength,
      tagsMax: p.tags.maxItems,
      locationMax: p.location.properties.name.maxLength,
      markerMax: p.meta.properties.marker.maxLength,
    });
    expect(SOURCE_PATTERN.source).toBe(new RegExp(p.streamSource.pattern ?? '').source);
  });

  it('accepts the schemes of the contract and nothing else', () => {
    for (const ok of ['rtsp://a/b', 'rtmps://h/live', 'https://h/x.m3u8', 'file:///srv/a.mp4', 'demo://Front%20door'])
      expect(SOURCE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['ftp://h/x', 'rtsp://', 'rtsp://a b', 'cam.example.com', '-i rtsp://x'])
      expect(SOURCE_PATTERN.test(bad)).toBe(false);
  });

  it('finds too many or too long tags, counting each tag once', () => {
    expect(tagsProblem(undefined)).toBeNull();
    expect(tagsProblem(Array.from({ length: 50 }, (_, i) => `t${i}`))).toBeNull();
    expect(tagsProblem(Array.from({ length: 51 }, (_, i) => `t${i}`))).toBe('tooMany');
    expect(tagsProblem([...Array.from({ length: 50 }, (_, i) => `t${i}`), 't0', ' t1 '])).toBeNull();
    expect(tagsProblem(['x'.repeat(64)])).toBeNull();
    expect(tagsProblem(['x'.repeat(65)])).toBe('tooLong');
  });
});

describe('stream form values and bodies', () => {
  it('fills the form from a stream; a hidden source becomes empty', () => {
    const stream = {
      uid: 'cam-1',
      name: 'Front door',
      streamSource: null,
      subSource: null,
      tags: ['entrance'],
      location: { name: 'Lobby' },
      meta: { marker: '', canManage: true },
      archive: { isEnable: true },
      live: { onDemand: true, playlistUrl: '/x' },
    } as unknown as Stream;
    expect(formValuesOf(stream)).toEqual({
      name: 'Front door',
      streamSource: '',
      subSource: '',
      tags: ['entrance'],
      location: { name: 'Lobby' },
      meta: { marker: '' },
      archive: { isEnable: true, schedule: null },
      live: { onDemand: true },
    });
  });

  it('creates with every setting, trimmed, tags cleaned, missing parts at their defaults', () => {
    expect(
      createBodyOf({ name: '  Gate ', streamSource: ' demo://gate ', tags: [' yard', 'yard', '', 'north'] }),
    ).toEqual({
      ...EMPTY_STREAM_FORM,
      subSource: undefined,
      name: 'Gate',
      streamSource: 'demo://gate',
      tags: ['yard', 'north'],
    });
    expect(createBodyOf({ name: 'Gate', streamSource: 'rtsp://cam/1', subSource: ' rtsp://cam/2 ' })).toMatchObject({
      subSource: 'rtsp://cam/2',
    });
    expect(cleanTags([' a ', 'a', '  '])).toEqual(['a']);
  });

  it('sends only the motion settings that changed, never for a new stream', () => {
    const motion = { isEnable: true, sensitivity: 5, mask: [3] };
    const withMotion = { ...saved, motion };
    expect(updateBodyOf(withMotion, { ...withMotion, motion: { ...motion, mask: [3] } }, true)).toEqual({});
    expect(updateBodyOf(withMotion, { ...withMotion, motion: { ...motion, sensitivity: 9, mask: [] } }, true)).toEqual({
      motion: { sensitivity: 9, mask: [] },
    });
    expect(createBodyOf({ ...withMotion, motion: { ...motion, isEnable: false } })).not.toHaveProperty('motion');
  });

  it('sends the recording mode and a schedule when they change, never for a new stream', () => {
    const recorded = { ...saved, archive: { isEnable: true, mode: 'always' as const, schedule: null } };
    const schedule = { timeZone: 'Europe/Moscow', days: Array.from({ length: 7 }, () => Array(24).fill('motion')) };
    expect(updateBodyOf(recorded, { ...recorded, archive: { ...recorded.archive, schedule } }, true)).toEqual({});
    expect(
      updateBodyOf(recorded, { ...recorded, archive: { ...recorded.archive, mode: 'schedule', schedule } }, true),
    ).toEqual({ archive: { mode: 'schedule', schedule } });
    expect(createBodyOf({ ...recorded, archive: { isEnable: true, mode: 'motion', schedule } }).archive).toEqual({
      isEnable: true,
    });
  });

  it('updates only what changed, and nothing when nothing did', () => {
    expect(updateBodyOf(saved, { ...saved, tags: [...saved.tags] }, true)).toEqual({});
    expect(updateBodyOf(saved, { ...saved, name: ' Back door ', archive: { isEnable: false } }, true)).toEqual({
      name: 'Back door',
      archive: { isEnable: false },
    });
    expect(
      updateBodyOf(
        saved,
        {
          ...saved,
          tags: ['yard', 'entrance'],
          location: { name: 'Hall' },
          meta: { marker: '' },
          live: { onDemand: true },
        },
        true,
      ),
    ).toEqual({
      tags: ['yard', 'entrance'],
      location: { name: 'Hall' },
      meta: { marker: '' },
      live: { onDemand: true },
    });
  });

  it('sends the source only when it may be edited and it changed', () => {
    const moved = { ...saved, streamSource: 'rtsp://cam.example.com/2' };
    expect(updateBodyOf(saved, moved, true)).toEqual({ streamSource: 'rtsp://cam.example.com/2' });
    expect(updateBodyOf(saved, moved, false)).toEqual({});
    expect(updateBodyOf({ ...saved, streamSource: '' }, { ...saved, streamSource: '' }, false)).toEqual({});
  });

  it('sends a changed sub-stream like the source, and an emptied one as null (removed)', () => {
    const sub = { ...saved, subSource: 'rtsp://cam.example.com/sub' };
    expect(updateBodyOf(saved, sub, true)).toEqual({ subSource: 'rtsp://cam.example.com/sub' });
    expect(updateBodyOf(sub, { ...sub, subSource: '  ' }, true)).toEqual({ subSource: null });
    expect(updateBodyOf(saved, sub, false)).toEqual({});
  });
});

describe('server error fields', () => {
  it.each([
    ['name', ['name']],
    ['body.name', ['name']],
    ['streamSource', ['streamSource']],
    ['subSource', ['subSource']],
    ['tags.3', ['tags']],
    ['location.name', ['location', 'name']],
    ['location', ['location', 'name']],
    ['meta.marker', ['meta', 'marker']],
    ['archive.isEnable', ['archive', 'isEnable']],
    ['archive.mode', ['archive', 'mode']],
    ['archive.schedule.timeZone', ['archive', 'schedule', 'timeZone']],
    ['archive.schedule.days.2.5', ['archive', 'schedule', 'days']],
    ['archive.schedule', ['archive', 'schedule', 'days']],
    ['live.onDemand', ['live', 'onDemand']],
    ['motion.sensitivity', ['motion', 'sensitivity']],
    ['body.motion.mask.3', ['motion', 'mask']],
  ])('marks %s as %j', (field, path) => {
    expect(formFieldOf(field)).toEqual(path);
  });

  it('names what the recording fields need when the server gives no reason', () => {
    expect(fieldMessageOf('archive.mode')).toBe('recording.needsMotion');
    expect(fieldMessageOf('archive.schedule.timeZone')).toBe('recording.unknownTimeZone');
    expect(fieldMessageOf('archive.schedule')).toBe('recording.scheduleMissing');
    expect(fieldMessageOf('archive.isEnable')).toBeNull();
    expect(fieldMessageOf('name')).toBeNull();
  });

  it('marks nothing for fields the form does not have', () => {
    expect(formFieldOf(undefined)).toBeNull();
    expect(formFieldOf('')).toBeNull();
    expect(formFieldOf('uid')).toBeNull();
    expect(formFieldOf('constructor')).toBeNull();
  });
});
