/** A session's browser and system as a person says them ("Chrome 131 on Linux"), from its User-Agent. */
export interface ClientName {
  browser: string;
  system: string | null;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/YaBrowser\/(\d+)/, 'Yandex Browser'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Null for an empty agent; a tool that is no browser (curl/8.5) is named by its first word. */
export function clientName(userAgent: string): ClientName | null {
  const agent = userAgent.trim();
  if (!agent) return null;
  const system = SYSTEMS.find(([re]) => re.test(agent))?.[1] ?? null;
  for (const [re, name] of BROWSERS) {
    const match = re.exec(agent);
    if (match) return { browser: `${name} ${match[1] ?? ''}`.trim(), system };
  }
  return { browser: agent.split(/\s+/)[0]?.slice(0, 60) ?? agent, system };
}
