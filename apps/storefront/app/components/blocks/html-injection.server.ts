/**
 * HtmlInjection content is raw CMS HTML: it is sanitised here, on the server, before it reaches any
 * page (decision 166). Text markup, tables, images and links survive; scripts, styles, event
 * handlers, iframes and forms do not. Links follow the shop's rule (spec 000 §2.5): paths and the
 * shop's own hosts stay internal, any other http(s) URL opens in a new window with nofollow.
 */
import sanitizeHtml from 'sanitize-html';
import { classifyHref } from './links.tsx';

export function sanitizeBlockHtml(
  html: string,
  ownHosts: readonly string[] = [],
  currentHost?: string,
): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (!/^(https?:)?\/\//i.test(href)) {
          const { rel: _rel, target: _target, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        const target = classifyHref(href, ownHosts, currentHost);
        if (target.kind !== 'external') {
          const { rel: _rel, target: _target, ...rest } = attribs;
          return {
            tagName,
            attribs: { ...rest, href: target.kind === 'internal' ? target.path : target.url },
          };
        }
        return {
          tagName,
          attribs: { ...attribs, href: target.url, rel: 'nofollow noopener', target: '_blank' },
        };
      },
    },
  }).trim();
}
