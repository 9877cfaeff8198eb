/**
 * The plain-text body of a message as an SMTP server received it: MIME parts walked by their
 * boundaries, the text/plain one decoded from base64 or quoted-printable (nodemailer picks either
 * by the text; a Korean mail is mostly not ASCII).
 */
export function plainTextOf(message: string): string {
  const [head = '', ...rest] = message.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^;\r\n]+)(.*)$/im.exec(headers);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(type?.[2] ?? '')?.[1];
  if (type?.[1]?.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainTextOf(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (type && !type[1]!.startsWith('text/plain')) return '';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < soft.length; index++) {
      const hex = soft.slice(index + 1, index + 3);
      if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        index += 2;
      } else bytes.push(...Buffer.from(soft[index]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}
