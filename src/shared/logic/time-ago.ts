/**
 * How long ago, in the language's own words and plurals ("25 seconds ago", "25 секунд назад"):
 * seconds under a minute, minutes under an hour, hours after that.
 */
export function timeAgo(elapsedMs: number, language: string): string {
  const seconds = Math.max(0, Math.round(elapsedMs / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 60) return format.format(-seconds, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  return format.format(-Math.floor(seconds / 3600), 'hour');
}
