import { paramNames, pathTo, routeByName, type PageName } from './route-table';

/** The page to come back to after sign-in: a route name and its params, never a raw URL. */
export interface Destination {
  name: string;
  params: Record<string, string>;
}

/** Whether a route change should be remembered (docs/console.md#screens-and-routes: not auth, recover-password, init or not-found). */
export function shouldRemember(name: string): boolean {
  return routeByName(name)?.remember ?? false;
}

/**
 * Reads a stored destination defensively and turns it into an internal path.
 * Anything that is not a known, rememberable route with exactly its params is
 * ignored, so a tampered value can never redirect off the console (docs/security.md, BROWSER-4).
 */
export function destinationPath(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const { name, params } = value as { name?: unknown; params?: unknown };
  if (typeof name !== 'string' || !shouldRemember(name)) return null;
  const route = routeByName(name);
  if (!route) return null;
  const raw = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const clean: Record<string, string> = {};
  for (const key of paramNames(route)) {
    const v = raw[key];
    if (typeof v !== 'string' || v === '') return null;
    clean[key] = v;
  }
  return pathTo(name as PageName, clean);
}

/**
 * docs/console.md#states-and-transitions: sign-in goes to profile edit when a new password is due, to the
 * profile's Security tab when a second factor is due, else the saved destination, else all streams.
 */
export function afterSignIn(input: {
  mustChangePassword: boolean;
  enrolmentRequired?: boolean;
  saved: unknown;
}): string {
  if (input.mustChangePassword) return pathTo('profile-edit');
  if (input.enrolmentRequired) return pathTo('profile-security');
  return destinationPath(input.saved) ?? pathTo('streams');
}
