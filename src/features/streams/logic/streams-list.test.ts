import { describe, expect, it } from 'vitest';
import type { Stream, StreamList } from '@contract/index';
import { STREAMS_PAGE_DEFAULTS } from './page-settings';
import { PAGE_SIZE, lastPageFor, listQuery, pollQuery, sectionsOf, withStatus } from './streams-list';

function s(uid: string, tags: string[] = [], status: Stream['status'] = 'running'): Stream {
  return {
    uid,
    name: uid,
    streamSource: null,
    subSource: null,
    tags,
    status,
    failureReason: status === 'failed' ? 'Cannot read the source: Connection refused' : null,
    failureCode: status === 'failed' ? 'probeRefused' : null,
    location: { name: '' },
    meta: { marker: '', canManage: true },
    archive: { isEnable: false, mode: 'always', schedule: null },
    motion: { isEnable: true, sensitivity: 5, mask: [] },
    live: { onDemand: false, playlistUrl: '', lowResPlaylistUrl: null },
    node: { id: 'n', available: true },
    createdTime: '2026-01-01T00:00:00.000Z',
  };
}

describe('the list request', () => {
  it('carries page, grouping, sort and availability, and the search values only when there are some', () => {
    expect(listQuery(STREAMS_PAGE_DEFAULTS)).toEqual({
      page: 1,
      pageSize: PAGE_SIZE,
      groupType: 'none',
      sortType: 'date',
      onlyAvailable: false,
    });
    const q = listQuery({ ...STREAMS_PAGE_DEFAULTS, searchValues: ['gate'], onlyAvailable: true, page: 3 });
    expect(q).toMatchObject({ page: 3, searchingValues: ['gate'], onlyAvailable: true });
  });

  it('searches for what is being typed beside the kept values, trimmed, and not twice', () => {
    const settings = { ...STREAMS_PAGE_DEFAULTS, searchValues: ['gate'] };
    expect(listQuery(settings, '  por ').searchingValues).toEqual(['gate', 'por']);
    expect(listQuery(settings, 'gate').searchingValues).toEqual(['gate']);
    expect(listQuery(STREAMS_PAGE_DEFAULTS, '   ')).not.toHaveProperty('searchingValues');
  });

  it("asks for one node's streams only when a node is filtered by, and keeps it in the poll", () => {
    expect(listQuery(STREAMS_PAGE_DEFAULTS)).not.toHaveProperty('nodeId');
    expect(listQuery(STREAMS_PAGE_DEFAULTS, '', null)).not.toHaveProperty('nodeId');
    expect(listQuery(STREAMS_PAGE_DEFAULTS, '', 'node-2').nodeId).toBe('node-2');
    expect(pollQuery(listQuery(STREAMS_PAGE_DEFAULTS, '', 'node-2')).nodeId).toBe('node-2');
  });

  it('polls with isOnlyAvailable in place of onlyAvailable', () => {
    const poll = pollQuery(listQuery({ ...STREAMS_PAGE_DEFAULTS, onlyAvailable: true }));
    expect(poll.isOnlyAvailable).toBe(true);
    expect(poll).not.toHaveProperty('onlyAvailable');
  });
});

describe('sections of a page', () => {
  it('is one section of everything without grouping', () => {
    const list: StreamList = { items: [s('a'), s('b')], total: 70, page: 1, pageSize: PAGE_SIZE };
    expect(sectionsOf(list)).toEqual([{ key: 'all', tag: undefined, total: 70, items: list.items }]);
  });

  it('follows the server groups, puts a two-tag stream in both and the untagged group last', () => {
    const a = s('a', ['gate', 'yard']);
    const b = s('b', ['gate']);
    const c = s('c');
    const list: StreamList = {
      items: [a, b, a, c],
      total: 3,
      page: 1,
      pageSize: PAGE_SIZE,
      groups: [
        { tag: 'gate', count: 2, uids: ['a', 'b'] },
        { tag: 'roof', count: 5, uids: [] },
        { tag: 'yard', count: 1, uids: ['a'] },
        { tag: null, count: 1, uids: ['c'] },
      ],
    };
    const sections = sectionsOf(list);
    expect(sections.map((x) => [x.key, x.total, x.items.map((i) => i.uid)])).toEqual([
      ['tag:gate', 2, ['a', 'b']],
      ['tag:yard', 1, ['a']],
      ['untagged', 1, ['c']],
    ]);
  });
});

describe('status changes and pages', () => {
  it('applies a new status to the one stream and clears a stale failure reason', () => {
    const list: StreamList = { items: [s('a', [], 'failed'), s('b')], total: 2, page: 1, pageSize: PAGE_SIZE };
    const next = withStatus(list, 'a', 'pending');
    expect(next.items[0]).toMatchObject({ status: 'pending', failureReason: null, failureCode: null });
    expect(next.items[1]).toBe(list.items[1]);
    expect(withStatus(list, 'zzz', 'paused')).toBe(list);
  });

  it('steps back to the last page that still has streams', () => {
    expect(lastPageFor(PAGE_SIZE * 2, 3)).toBe(2);
    expect(lastPageFor(PAGE_SIZE * 2 + 1, 3)).toBe(3);
    expect(lastPageFor(0, 4)).toBe(1);
  });
});
