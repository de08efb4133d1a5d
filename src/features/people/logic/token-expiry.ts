/** How long a new API token lives: a preset, never, or until the end of a chosen day. */
export type TokenExpiry = '30d' | '90d' | '1y' | 'never' | 'date';

export const TOKEN_EXPIRY_PRESETS: readonly TokenExpiry[] = ['30d', '90d', '1y', 'never', 'date'];

const DAY_MS = 86_400_000;

/**
 * The expireTime to send (ISO, or null for never) for a choice made at `now` (Unix ms).
 * `day` is the picked day's local end as Unix ms, for 'date' only; a day not in the future is
 * null here (the form refuses it). 1 year is 365 days.
 */
export function expireTimeOf(choice: TokenExpiry, now: number, dayEnd: number | null = null): string | null {
  switch (choice) {
    case '30d':
      return new Date(now + 30 * DAY_MS).toISOString();
    case '90d':
      return new Date(now + 90 * DAY_MS).toISOString();
    case '1y':
      return new Date(now + 365 * DAY_MS).toISOString();
    case 'never':
      return null;
    case 'date':
      return dayEnd !== null && dayEnd > now ? new Date(dayEnd).toISOString() : null;
  }
}

/** Whether a token has expired at `now` (a token that never expires never has). */
export function isExpired(expireTime: string | null, now: number): boolean {
  return expireTime !== null && Date.parse(expireTime) <= now;
}
