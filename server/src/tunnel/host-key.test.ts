import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprint, hostKeyMatches } from './host-key';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-hostkey-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the host key fingerprint', () => {
  it('is the one ssh-keygen prints for the same key', () => {
    const file = path.join(dir, 'key');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);
    const blob = Buffer.from(fs.readFileSync(`${file}.pub`, 'utf8').split(' ')[1]!, 'base64');
    const printed = execFileSync('ssh-keygen', ['-l', '-f', `${file}.pub`], { encoding: 'utf8' }).split(' ')[1];
    expect(fingerprint(blob)).toBe(printed);
    expect(hostKeyMatches(blob, printed!)).toBe(true);
  });

  it('does not match another key', () => {
    const blob = Buffer.from('a key');
    expect(hostKeyMatches(blob, fingerprint(Buffer.from('another key')))).toBe(false);
    expect(hostKeyMatches(blob, '')).toBe(false);
  });
});
