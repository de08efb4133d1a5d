import type { VersionCheck } from '../../contract/schemas/stats';
import type { StatsDeps } from './plugin';

/** A provider's answer is kept this long; a provider that did not answer is asked again sooner. */
export const VERSION_CHECK_TTL_MS = 3_600_000;
export const VERSION_CHECK_RETRY_MS = 300_000;
export const VERSION_CHECK_TIMEOUT_MS = 5_000;

const HTTP_URL = /^https?:\/\/[^\s]+$/;
const VERSION = /^v?(\d+(?:\.\d+)*)/;

/** The numbers of a version ("v1.2.3-beta" → [1, 2, 3]); null when it does not start with one. */
function numbers(version: string): number[] | null {
  const match = VERSION.exec(version.trim());
  return match?.[1] ? match[1].split('.').map(Number) : null;
}

/** Whether `latest` is a higher version than `current`, number by number (1.10 > 1.9). */
export function isNewer(latest: string, current: string): boolean {
  const a = numbers(latest);
  const b = numbers(current);
  if (!a || !b) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

/**
 * The provider's answer: `{ version, releaseNotesUrl }`, or a GitHub release (`{ tag_name, html_url }`).
 * Notes are kept only as an http(s) address, since the console shows them as a link.
 */
export function parseRelease(body: unknown): { latest: string; notes: string | null } | null {
  if (!body || typeof body !== 'object') return null;
  const o = body as Record<string, unknown>;
  const version = typeof o.version === 'string' ? o.version : typeof o.tag_name === 'string' ? o.tag_name : null;
  if (!version || !numbers(version)) return null;
  const notes = [o.releaseNotesUrl, o.html_url].find((v): v is string => typeof v === 'string' && HTTP_URL.test(v));
  return { latest: version.trim().replace(/^v/, '').slice(0, 64), notes: notes ?? null };
}

async function ask(url: string, timeoutMs: number): Promise<{ latest: string; notes: string | null } | null> {
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
    return res.ok ? parseRelease(await res.json()) : null;
  } catch {
    return null;
  }
}

/**
 * Compares the running version with the provider's latest release, at the configured address only
 * (none: no request at all). The answer is cached per address; a silent provider gives latest null.
 */
export function versionChecker(ctx: StatsDeps, timeoutMs = VERSION_CHECK_TIMEOUT_MS) {
  let cached: { url: string; until: number; reply: VersionCheck } | null = null;
  let pending: { url: string; reply: Promise<VersionCheck> } | null = null;

  async function check(url: string): Promise<VersionCheck> {
    const current = ctx.config.version;
    const release = await ask(url, timeoutMs);
    const reply: VersionCheck = {
      configured: true,
      current,
      latest: release?.latest ?? null,
      updateAvailable: release ? isNewer(release.latest, current) : false,
      releaseNotesUrl: release?.notes ?? null,
      checkedTime: new Date(ctx.now()).toISOString(),
    };
    cached = { url, until: ctx.now() + (release ? VERSION_CHECK_TTL_MS : VERSION_CHECK_RETRY_MS), reply };
    return reply;
  }

  return async (): Promise<VersionCheck> => {
    const url = ctx.configuration.current().versionCheckUrl;
    if (!url) {
      return {
        configured: false,
        current: ctx.config.version,
        latest: null,
        updateAvailable: false,
        releaseNotesUrl: null,
        checkedTime: new Date(ctx.now()).toISOString(),
      };
    }
    if (cached?.url === url && ctx.now() < cached.until) return cached.reply;
    // Callers at the same moment share one request.
    if (pending?.url !== url) {
      const reply = check(url).finally(() => {
        pending = null;
      });
      pending = { url, reply };
    }
    return pending.reply;
  };
}
