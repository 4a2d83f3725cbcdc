import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Decodes the body of an .eml file written by the server's outbox (quoted-printable or base64). */
function bodyText(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The newest 6-digit code the server mailed to an address (read from DATA_DIR/outbox), or '' while there is
 * none (the outbox folder only exists after the first mail), so that `expect.poll` keeps waiting.
 */
export function lastMailedCode(email: string): string {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return '';
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a));
  for (const file of files) {
    const eml = readFileSync(file, 'utf8');
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(eml)) continue;
    const match = /(?:Code|码)[^0-9]{0,20}(\d{6})/.exec(bodyText(eml));
    if (match?.[1]) return match[1];
  }
  return '';
}
