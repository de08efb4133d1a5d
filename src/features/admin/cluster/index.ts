// The page is loaded lazily by the route table (src/app/routes.tsx); what other code may use of this feature:
export { clusterApi, clusterKeys } from './api';
