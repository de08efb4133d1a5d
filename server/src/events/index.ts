/** The events domain: what the other domains and the app may use of it. */
export { eventsRepo, type EventsRepo } from './repo';
export { eventsPlugin, type EventsDeps } from './plugin';
