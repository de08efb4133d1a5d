import { route } from '../route';
import { errorResponses } from '../schemas/common';
import { EventList, EventListQuery, ReviewEventsBody, ReviewEventsReply } from '../schemas/event';

const SEE =
  "An event follows its stream's permissions, as the archive does: whoever may view the stream sees its events; " +
  'events of a stream the caller may not view are never listed nor marked.';

/** Events the server finds in the recordings (motion), and each user's reviewed marks. */
export const eventsRoutes = {
  listEvents: route('listEvents', {
    summary: 'Events of the streams the caller may view, newest first',
    description: `${SEE} A time filter keeps the events whose interval overlaps [from, to].`,
    tags: ['events'],
    access: 'user',
    querystring: EventListQuery,
    response: { 200: EventList, ...errorResponses },
  }),
  setEventsReviewed: route('setEventsReviewed', {
    summary: "Mark events reviewed (or not) for the caller; other users' marks stay",
    description: `${SEE} Any signed-in user, read-only ones too: the marks are the caller's own.`,
    tags: ['events'],
    access: 'user',
    body: ReviewEventsBody,
    response: { 200: ReviewEventsReply, ...errorResponses },
  }),
};
