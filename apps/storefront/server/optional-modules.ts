/**
 * Commerce and content features the shell plugs in when their packages export them (they are
 * built in parallel): the JSON API, product images, demo seed, content seed. Looked up by name so
 * the server starts with whatever exists.
 */
import type { Database } from '@toolyard/commerce';
import type { StorefrontCatalog } from '../app/shell/context.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';

type Log = (line: string) => void;
type AnyFunction = (...args: never[]) => unknown;

export interface OptionalModules {
  api: ((request: Request) => Promise<Response | null>) | null;
  productImage: ((key: string) => string | null) | null;
  catalogFor: ((store: ResolvedStore, locale: string) => StorefrontCatalog | null) | null;
  seedDemoData: ((db: Database, options: { products: number }) => Promise<unknown>) | null;
  seedContent: ((db: Database) => Promise<unknown>) | null;
}

async function importOptional(specifier: string, log: Log): Promise<Record<string, unknown>> {
  try {
    return (await import(specifier)) as Record<string, unknown>;
  } catch (error) {
    log(`${specifier} not loaded: ${(error as Error).message.split('\n')[0]}`);
    return {};
  }
}

function fn<T extends AnyFunction>(module: Record<string, unknown>, name: string): T | null {
  return typeof module[name] === 'function' ? (module[name] as T) : null;
}

export async function loadOptionalModules(db: Database, log: Log): Promise<OptionalModules> {
  const commerce = await importOptional('@toolyard/commerce', log);
  const content = await importOptional('@toolyard/content', log);
  const createApiHandler = fn<(deps: { db: Database }) => (request: Request) => Promise<Response | null>>(
    commerce,
    'createApiHandler',
  );
  const productImageSvg = fn<(key: string) => string | null>(commerce, 'productImageSvg');
  let api: OptionalModules['api'] = null;
  if (createApiHandler) {
    try {
      api = createApiHandler({ db });
    } catch (error) {
      log(`commerce API not started: ${(error as Error).message}`);
    }
  }
  return {
    api,
    productImage: productImageSvg
      ? (key) => {
          try {
            return productImageSvg(key);
          } catch {
            return null;
          }
        }
      : null,
    catalogFor: null,
    seedDemoData: fn(commerce, 'seedDemoData'),
    seedContent: fn(content, 'seedContent'),
  };
}

export async function seedIfEmpty(modules: OptionalModules, db: Database, products: number, log: Log) {
  if (modules.seedDemoData) {
    const started = Date.now();
    await modules.seedDemoData(db, { products });
    log(`demo data ready in ${Date.now() - started} ms`);
  } else log('no demo seed available yet (commerce seedDemoData)');
  if (modules.seedContent) await modules.seedContent(db);
}
