/**
 * The pure parts of asking a directory: a login made safe for a search filter, the filter a
 * template makes, the groups a user's entry names, and the role its groups give (docs/people.md#directory-users).
 */

/** RFC 4515: the characters that mean something in a filter value, written as \hh. */
export function escapeFilterValue(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return byte < 0x20 || byte >= 0x7f || '*()\\'.includes(c) ? `\\${byte.toString(16).padStart(2, '0')}` : c;
    })
    .join('');
}

/** The search for one login: every {login} of the template replaced by the escaped login. */
export function userFilter(template: string, login: string): string {
  return template.split('{login}').join(escapeFilterValue(login));
}

/** A template the server can use: it names {login} and its parentheses pair up. */
export function filterTemplateValid(template: string): boolean {
  if (!template.includes('{login}') || !template.startsWith('(')) return false;
  let depth = 0;
  for (const c of template.replace(/\\./g, '')) {
    if (c === '(') depth++;
    if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** The value of a DN's first part (`cn=Admins,ou=groups,…` → `admins`), lower-cased. */
export function firstRdnValue(dn: string): string {
  const first = dn.split(/(?<!\\),/)[0] ?? '';
  const eq = first.indexOf('=');
  return (eq < 0 ? first : first.slice(eq + 1)).trim().toLowerCase();
}

/** A DN as compared: lower case, no spaces around its separators. */
export function normalDn(dn: string): string {
  return dn
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\s*=\s*/, '=').trim())
    .join(',')
    .toLowerCase();
}

/** Whether a configured group (a DN, or just a name) is one of the user's groups (their DNs). */
export function inGroup(configured: string, groups: string[]): boolean {
  const wanted = configured.trim();
  if (!wanted) return false;
  if (wanted.includes('=')) return groups.some((g) => normalDn(g) === normalDn(wanted));
  return groups.some((g) => firstRdnValue(g) === wanted.toLowerCase());
}

export type DirectoryRole = 'admin' | 'user' | 'readOnly';

/** An administrator group wins over a read-only one; a user in neither is a user. */
export function roleOf(groups: string[], mapping: { adminGroups: string[]; readOnlyGroups: string[] }): DirectoryRole {
  if (mapping.adminGroups.some((g) => inGroup(g, groups))) return 'admin';
  if (mapping.readOnlyGroups.some((g) => inGroup(g, groups))) return 'readOnly';
  return 'user';
}

/** Where groups are looked for when no base is set: the user base's domain (its dc= parts), else the user base. */
export function defaultGroupBase(userBase: string): string {
  const parts = userBase.split(/(?<!\\),/).map((p) => p.trim());
  const dc = parts.findIndex((p) => /^dc\s*=/i.test(p));
  return dc < 0 ? userBase : parts.slice(dc).join(',');
}
