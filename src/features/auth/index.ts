export { authApi } from './api';
