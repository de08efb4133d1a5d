import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type Change } from 'ldapts';
import { freePort } from './free-port';
import { accepts } from './ssh-relay';

export const SLAPD = '/usr/sbin/slapd';
export const SLAPADD = '/usr/sbin/slapadd';

export const BASE_DN = 'dc=example,dc=org';
export const PEOPLE = `ou=people,${BASE_DN}`;
export const GROUPS = `ou=groups,${BASE_DN}`;
/** The service account the server searches with. */
export const SERVICE = { dn: `cn=vigil,ou=services,${BASE_DN}`, password: 'Service-pass-1' };
const ROOT = { dn: `cn=admin,${BASE_DN}`, password: 'Root-pass-1' };

/**
 * A real OpenLDAP server on loopback for the directory tests: its own slapd.conf (mdb database,
 * the core, cosine and inetOrgPerson schemas) and data in a temporary folder, loaded with `slapadd`,
 * then `slapd -d 0` on a free port. The system's slapd service plays no part.
 */
export interface TestDirectory {
  url: string;
  /** VIGIL_LDAP_* for a server that uses this directory. */
  env: Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Deletes an entry (as the directory's root). */
  remove(dn: string): Promise<void>;
  /** Changes an entry (as the directory's root). */
  modify(dn: string, changes: Change | Change[]): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export interface Person {
  uid: string;
  password: string;
  cn: string;
  mail?: string;
}

const person = (p: Person) =>
  [
    `dn: uid=${p.uid},${PEOPLE}`,
    'objectClass: inetOrgPerson',
    `uid: ${p.uid}`,
    `cn: ${p.cn}`,
    `sn: ${p.cn.split(' ').pop()}`,
    ...(p.mail ? [`mail: ${p.mail}`] : []),
    `userPassword: ${p.password}`,
  ].join('\n');

const group = (cn: string, members: string[]) =>
  [
    `dn: cn=${cn},${GROUPS}`,
    'objectClass: groupOfNames',
    `cn: ${cn}`,
    ...members.map((uid) => `member: uid=${uid},${PEOPLE}`),
  ].join('\n');

export async function createTestDirectory(data: {
  people: Person[];
  groups: Record<string, string[]>;
}): Promise<TestDirectory> {
  if (!fs.existsSync(SLAPD) || !fs.existsSync(SLAPADD)) {
    throw new Error(
      `OpenLDAP's slapd is not installed (${SLAPD}): the directory tests need Debian's slapd and ldap-utils packages (.ci/run installs them)`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-slapd-'));
  const dbDir = path.join(dir, 'db');
  fs.mkdirSync(dbDir);
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const conf = path.join(dir, 'slapd.conf');
  fs.writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${path.join(dir, 'slapd.pid')}`,
      'database mdb',
      `suffix "${BASE_DN}"`,
      `rootdn "${ROOT.dn}"`,
      `rootpw ${ROOT.password}`,
      `directory ${dbDir}`,
      'maxsize 16777216',
      // Passwords only to bind with; everything else to signed-in accounts, nothing to anonymous.
      'access to attrs=userPassword by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n'),
  );
  const ldif = [
    [`dn: ${BASE_DN}`, 'objectClass: dcObject', 'objectClass: organization', 'o: Example', 'dc: example'].join('\n'),
    ...['people', 'groups', 'services'].map((ou) =>
      [`dn: ou=${ou},${BASE_DN}`, 'objectClass: organizationalUnit', `ou: ${ou}`].join('\n'),
    ),
    [
      `dn: ${SERVICE.dn}`,
      'objectClass: organizationalRole',
      'objectClass: simpleSecurityObject',
      'cn: vigil',
      `userPassword: ${SERVICE.password}`,
    ].join('\n'),
    ...data.people.map(person),
    ...Object.entries(data.groups).map(([cn, members]) => group(cn, members)),
  ].join('\n\n');
  fs.writeFileSync(path.join(dir, 'data.ldif'), `${ldif}\n`);
  execFileSync(SLAPADD, ['-f', conf, '-l', path.join(dir, 'data.ldif')], { stdio: 'pipe' });

  let child: ChildProcess | null = null;
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const asRoot = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const client = new Client({ url, timeout: 5000, connectTimeout: 5000 });
    try {
      await client.bind(ROOT.dn, ROOT.password);
      return await work(client);
    } finally {
      await client.unbind().catch(() => {});
    }
  };

  return {
    url,
    env: {
      VIGIL_LDAP_URL: url,
      VIGIL_LDAP_BIND_DN: SERVICE.dn,
      VIGIL_LDAP_BIND_PASSWORD: SERVICE.password,
      VIGIL_LDAP_USER_BASE: PEOPLE,
    },
    async start() {
      const started = spawn(SLAPD, ['-f', conf, '-h', `${url}/`, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      started.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child = started;
      for (let i = 0; i < 100; i++) {
        if (started.exitCode !== null) throw new Error(`slapd exited at start: ${stderr}`);
        if (await accepts(port)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`slapd did not listen on ${url}: ${stderr}`);
    },
    stop,
    remove: (dn) => asRoot((client) => client.del(dn)),
    modify: (dn, changes) => asRoot((client) => client.modify(dn, changes)),
    async destroy() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
