import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/app/notifications/notes-store';
import { call } from '@/shared/http/client';
import { formatMoment } from '@/shared/logic/date-format';
import { pathTo, playerAtPath } from '@/shared/routing';
import { followAlerts, type FollowAlert } from '../logic/follow-alerts';
import { useFollowed } from '../use-followed';

/** How often the watcher looks for new events of followed streams (while the console is seen). */
export const FOLLOW_POLL_MS = 5_000;
/** Each look reaches this far before the last one: an event is listed a moment after its start. */
const OVERLAP_MS = 15_000;
/** One look reads at most this many events (newest first): more streams than a notification names. */
const PAGE_SIZE = 100;

/**
 * Not a page: what the shell loads after its first screen, to say when something moves on a stream
 * the user follows (docs/motion.md#following-streams). Nothing is asked while none is followed.
 */
export function FollowWatch() {
  const followed = useFollowed();
  return followed.data?.length ? <FollowWatcher /> : null;
}

/**
 * Asks the events of followed streams since its last look every few seconds (not while the tab is
 * hidden: the first look when it is seen again covers the time away), and says each new event once,
 * top-right, with a link to play it; events that started before the console opened are not said.
 */
function FollowWatcher() {
  const { t, i18n } = useTranslation('events');
  const [since] = useState(() => Date.now());
  const lastLook = useRef(since);
  const said = useRef(new Set<string>());
  const query = useQuery({
    queryKey: ['events', 'followed', since],
    queryFn: ({ signal }) => {
      const from = new Date(lastLook.current - OVERLAP_MS).toISOString();
      const looked = Date.now();
      return call('listEvents', { query: { followed: true, from, pageSize: PAGE_SIZE }, signal }).then((list) => {
        lastLook.current = looked;
        return list;
      });
    },
    refetchInterval: FOLLOW_POLL_MS,
    refetchIntervalInBackground: false,
    meta: { handlesErrors: true },
  });
  const events = query.data?.items;
  useEffect(() => {
    if (!events) return;
    const { alerts, said: kept } = followAlerts(events, said.current, since);
    said.current = new Set(kept);
    for (const alert of alerts) notify(noteOf(alert));
  }, [events, since]); // eslint-disable-line react-hooks/exhaustive-deps -- said once, in the language of the moment

  function noteOf(alert: FollowAlert) {
    if (alert.kind === 'more')
      return {
        kind: 'info' as const,
        key: 'follow-more',
        title: t('follow.more', { count: alert.count }),
        link: { label: t('follow.openEvents'), to: pathTo('events') },
      };
    return {
      kind: 'info' as const,
      key: `follow-${alert.streamId}`,
      title: t('follow.motion', { name: alert.streamName }),
      description: formatMoment(Date.parse(alert.startTime), i18n.language),
      link: { label: t('follow.play'), to: playerAtPath(alert.streamId, alert.startTime) },
    };
  }
  return null;
}
