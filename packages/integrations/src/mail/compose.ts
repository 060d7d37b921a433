/** The shop's mails, composed in the shopper's language (plain text and HTML). */
import { isLanguageCode, type LanguageCode } from '@toolyard/domain';
import type { MailMessage } from './mail.port.ts';
import { MAIL_TEXTS, type MailKind } from './mail-texts.ts';

const FALLBACK_LANGUAGE: LanguageCode = 'en';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "nl" or a locale such as "nl-BE" / "nl-be" → the mail texts' language; unknown → English. */
export function mailLanguageOf(localeOrLanguage: string): LanguageCode {
  const language = localeOrLanguage.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return isLanguageCode(language) ? language : FALLBACK_LANGUAGE;
}

export function composeMail(
  kind: MailKind,
  to: string,
  localeOrLanguage: string,
  { link, values = {} }: { link: string; values?: Record<string, string | number> },
): MailMessage {
  const language = mailLanguageOf(localeOrLanguage);
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
  const texts = MAIL_TEXTS[kind][language];
  const body = fill(texts.body);
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting}\n\n${body}\n\n${link}\n\n${texts.ignore}\n\nToolyard\n`,
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      `<p>${escapeHtml(texts.greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
      `<p>${escapeHtml(texts.ignore)}</p>`,
      '<p>Toolyard</p></body></html>',
    ].join('\n'),
  };
}
