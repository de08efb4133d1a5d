import fs from 'node:fs';

export interface Mail {
  file: string;
  headers: string;
  text: string;
}

/** The headers and the decoded text of a single-part RFC 822 message (as the outbox writes them). */
export function parseEml(file: string): Mail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { file, headers, text };
}

/** The reset code in a reset mail, or undefined. */
export function resetCodeOf(mail: Mail): string | undefined {
  return /reset code is (\d{6,10})\./.exec(mail.text)?.[1];
}
