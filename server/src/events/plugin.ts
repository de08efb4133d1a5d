import type { Db } from '../core/db/db';
import { domainPlugin } from '../core/http/domain';
import { eventsRoutes } from './routes';

/** What the events domain uses: its own tables (events, reviewed marks; the streams the caller may view) and the clock. */
export interface EventsDeps {
  db: Db;
  now: () => number;
}

/** Motion events across streams, and each user's reviewed marks. */
export const eventsPlugin = domainPlugin<EventsDeps>('events', async (app, deps) => eventsRoutes(app, deps));
