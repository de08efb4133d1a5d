export * from './logic/route-table';
export * from './logic/destination';
export { destinationStore } from './destination-store';
export { useRouteMatch } from './use-route-match';
export * from './logic/player-moment';
