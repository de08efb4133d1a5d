import fs from 'node:fs';
import path from 'node:path';
import { parseEml, resetCodeOf } from '../../server/test/eml';
import { E2E_PORT } from './accounts';
import { dataDirOf } from './data-dir';

/** The newest reset code mailed to `email`, read from the seeded server's outbox of .eml files. */
export async function readResetCode(email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDirOf(E2E_PORT), 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = parseEml(path.join(outbox, file));
      const code = resetCodeOf(mail);
      if (code && /^To:.*$/m.exec(mail.headers)?.[0].includes(email)) return code;
    }
    if (Date.now() > deadline) throw new Error(`no reset code for ${email} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
