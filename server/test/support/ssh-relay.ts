import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const SSHD = '/usr/sbin/sshd';

/**
 * A real OpenSSH server on loopback, used as the tunnel's relay by the tests: its own host key and
 * a client key of its own in a temporary folder, remote forwarding allowed. Killed and started
 * again on the same port and key, it is the same relay coming back.
 */
export interface SshRelay {
  dir: string;
  port: number;
  /** The host key's SHA256 fingerprint, as `ssh-keygen -lf` prints it. */
  hostKey: string;
  /** The private key the relay accepts. */
  clientKeyFile: string;
  user: string;
  /** One relay entry of VIGIL_TUNNEL_RELAYS for this relay. */
  relayEntry(location?: string): Record<string, unknown>;
  start(): Promise<void>;
  /** The listener and every session it forked (each runs in a session of its own). */
  kill(signal?: NodeJS.Signals): void;
  /** Kills it and removes its folder. */
  remove(): void;
}

const keygen = (file: string) => execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);

/** Processes whose parent is `pid`, and theirs. */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry), ...descendants(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Whether something accepts TCP connections on the port of loopback. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function createSshRelay(options: { port?: number } = {}): Promise<SshRelay> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-relay-'));
  const port = options.port ?? (await freePort());
  const hostKeyFile = path.join(dir, 'host_key');
  const clientKeyFile = path.join(dir, 'client_key');
  keygen(hostKeyFile);
  keygen(clientKeyFile);
  fs.copyFileSync(`${clientKeyFile}.pub`, path.join(dir, 'authorized_keys'));
  const hostKey = execFileSync('ssh-keygen', ['-l', '-f', `${hostKeyFile}.pub`], { encoding: 'utf8' }).split(' ')[1]!;
  const user = os.userInfo().username;
  const config = path.join(dir, 'sshd_config');
  fs.writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKeyFile}`,
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      'PidFile none',
      'StrictModes no',
      'UsePAM no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitRootLogin prohibit-password',
      'AllowTcpForwarding yes',
      'GatewayPorts clientspecified',
      'PermitTTY no',
      '',
    ].join('\n'),
  );
  // Privilege separation needs this folder; a fresh container may lack it.
  fs.mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });

  let child: ChildProcess | null = null;
  const relay: SshRelay = {
    dir,
    port,
    hostKey,
    clientKeyFile,
    user,
    relayEntry: (location = 'RU') => ({
      location,
      host: '127.0.0.1',
      port,
      user,
      privateKeyFile: clientKeyFile,
      hostKey,
      remotePort: 0,
      bindAddress: '127.0.0.1',
      publicUrl: 'http://{host}:{port}/',
    }),
    async start() {
      const started = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
      child = started;
      let log = '';
      started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const until = Date.now() + 10_000;
      while (!(await accepts(port))) {
        if (started.exitCode !== null || Date.now() > until) throw new Error(`sshd did not start: ${log}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    kill(signal = 'SIGKILL') {
      const pid = child?.pid;
      if (!pid || child?.exitCode !== null) return;
      for (const each of [pid, ...descendants(pid)]) {
        try {
          process.kill(each, signal);
        } catch {
          // already gone
        }
      }
    },
    remove() {
      relay.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await relay.start();
  return relay;
}
