export { auditApi, auditKeys } from './api';
