import { serverUrl } from './client';

/** The API documentation (Swagger UI) of the server the console talks to (docs/console.md#screens-and-routes). */
export const API_DOCUMENTATION_PATH = '/ui/swagger';

/** Where the API documentation of the current server is, for a link that opens it. */
export function apiDocumentationUrl(): string {
  return serverUrl(API_DOCUMENTATION_PATH);
}
