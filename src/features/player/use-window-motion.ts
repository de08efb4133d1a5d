import { useQuery } from '@tanstack/react-query';
import { playerApi, playerKeys } from './api';
import { motionSpans, motionWindows, regionParam, type MotionSpan, type PictureRegion } from './logic/motion-ranges';

const NO_SPANS: readonly MotionSpan[] = [];
/** New motion comes in as the stream records: the window's is asked again this often. */
const MOTION_POLL_MS = 60_000;

/**
 * The moments with motion in the timeline's window (in `region` of the picture, or anywhere), from
 * the motion search, a day at a time; none while `enabled` is false. A failure leaves the strip empty.
 */
export function useWindowMotion(
  uid: string,
  window: { start: number; end: number },
  region: PictureRegion | null,
  enabled: boolean,
): { spans: readonly MotionSpan[]; fetching: boolean } {
  const slices = motionWindows(window, Date.now());
  const start = slices[0]?.start ?? 0;
  const end = slices[slices.length - 1]?.end ?? 0;
  const regionKey = region ? regionParam(region) : null;
  const query = useQuery({
    queryKey: playerKeys.motion(uid, start, end, regionKey),
    queryFn: async ({ signal }) =>
      motionSpans(await Promise.all(slices.map((s) => playerApi.motion(uid, s.start, s.end, regionKey, signal)))),
    enabled: enabled && uid !== '' && slices.length > 0,
    refetchInterval: MOTION_POLL_MS,
    // The strip is extra: a failed search says nothing and draws nothing.
    meta: { handlesErrors: true },
  });
  return { spans: query.data ?? NO_SPANS, fetching: query.isFetching };
}
