export { peopleApi, peopleKeys } from './api';
