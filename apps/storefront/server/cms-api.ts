/**
 * The CMS JSON calls (spec 001 §7): `GET /cms` lists the component names this shop renders, and
 * `GET /cms/<pageKey>` answers a page's checked blocks for the request's store; both reply
 * `{ content }`. An invalid CMS key is logged and answers no content (spec 001 §8); a block whose
 * name has no component is the module-not-found error in development and skipped in production.
 */
import { BLOCK_SCHEMAS, PAGE_KEY_PATTERN } from '@toolyard/content';
import type { LanguageCode } from '@toolyard/domain';
import { prepareBlocks } from '../app/components/blocks/prepare.server.ts';
import { type RenderMode, UnknownBlockError } from '../app/components/blocks/prepared.ts';
import { consoleLogger } from '../app/i18n/index.ts';
import type { StorefrontContent } from '../app/shell/context.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';

export const CMS_PATH = /^\/cms(?:\/([^/]*))?\/?$/;

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function cmsResponse(
  request: Request,
  store: ResolvedStore,
  contentFor: ((locale: string) => StorefrontContent | null) | null | undefined,
  mode: RenderMode,
): Promise<Response | null> {
  const match = CMS_PATH.exec(new URL(request.url).pathname);
  if (!match) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return json(405, { content: null, error: { code: 'method-not-allowed', message: 'GET only' } });
  let pageKey: string;
  try {
    pageKey = match[1] ? decodeURIComponent(match[1]) : '';
  } catch {
    // The page guard answers such paths with a 400; /cms is answered before it runs.
    return json(400, {
      content: null,
      error: { code: 'bad-request', message: 'Malformed percent-encoding in the CMS key' },
    });
  }
  if (!pageKey) return json(200, { content: Object.keys(BLOCK_SCHEMAS) });
  if (!PAGE_KEY_PATTERN.test(pageKey)) {
    consoleLogger.error('Invalid CMS key', { key: pageKey.slice(0, 100) });
    return json(404, { content: null });
  }
  const asked = new URL(request.url).searchParams.get('lang') as LanguageCode | null;
  const language = asked && store.languages.includes(asked) ? asked : store.defaultLanguage;
  const content = contentFor?.(`${language}-${store.country.toLowerCase()}`) ?? null;
  const stored = content ? await content.blocksOf(pageKey) : null;
  if (!stored) return json(404, { content: null });
  try {
    return json(200, { content: prepareBlocks(stored, mode, consoleLogger) });
  } catch (error) {
    if (error instanceof UnknownBlockError)
      return json(500, { content: null, error: { code: error.code, message: error.message } });
    throw error;
  }
}
