export { eventKeys } from './api';
