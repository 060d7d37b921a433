/**
 * Just enough MIME to show a received mail in the development mailbox: unfolded headers, RFC 2047
 * encoded words, single-part and (nested) multipart bodies in 7bit, 8bit, quoted-printable or
 * base64. The raw message is always stored too, so anything this reads wrongly is not lost.
 */
import { TextDecoder } from 'node:util';

export interface DecodedMail {
  subject: string;
  messageId: string | null;
  text: string | null;
  html: string | null;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset?.trim() || 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Quoted-printable (body, or Q-encoding when `underscores`) to bytes. */
function quotedPrintableBytes(text: string, underscores = false): Uint8Array {
  const source = underscores ? text.replace(/_/g, ' ') : text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? source.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const byte of Buffer.from(source[i] ?? '', 'utf8')) bytes.push(byte);
    }
  }
  return Uint8Array.from(bytes);
}

/** "=?UTF-8?Q?Best=C3=A4tigen?= =?UTF-8?Q?_Sie?=" → "Bestätigen Sie" */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text, true);
      return decoderFor(charset).decode(bytes);
    });
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parameter(part.headers.get('content-type') ?? '', 'charset');
  if (encoding === 'base64')
    return decoderFor(charset).decode(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'));
  if (encoding === 'quoted-printable') return decoderFor(charset).decode(quotedPrintableBytes(part.body));
  return part.body;
}

function collect(part: Part, into: { text: string | null; html: string | null }, depth: number): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const mediaType = type.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (mediaType.startsWith('multipart/')) {
    const boundary = parameter(type, 'boundary');
    if (!boundary || depth > 4) return;
    const sections = part.body.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // [preamble, part…, "--" epilogue]
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^[ \t]*\r?\n/, '')), into, depth + 1);
    }
    return;
  }
  if (mediaType === 'text/plain' && into.text === null) into.text = decodeBody(part);
  if (mediaType === 'text/html' && into.html === null) into.html = decodeBody(part);
}

export function decodeMail(raw: string): DecodedMail {
  const message = splitPart(raw);
  const bodies = { text: null as string | null, html: null as string | null };
  collect(message, bodies, 0);
  return {
    subject: decodeHeaderWords(message.headers.get('subject') ?? ''),
    messageId: message.headers.get('message-id') ?? null,
    text: bodies.text?.replace(/\r\n/g, '\n') ?? null,
    html: bodies.html?.replace(/\r\n/g, '\n') ?? null,
  };
}
