/**
 * Paint first, then fetch the hydration JavaScript (docs/decisions/200).
 *
 * React Router's <Scripts> puts a `<link rel="modulepreload">` per client module into the head and
 * ends the body with an inline module script that imports the matched route modules and then the
 * client entry. On a slow mobile connection those ~135 kB of JavaScript share the wire with the
 * document, the stylesheets and the first product image, and the first paint waits for the page's
 * own modules to run. The server-rendered HTML needs none of it to show: this rewrites the bootstrap
 * so that the module preloads and the imports start after the first frame has painted (or at once
 * in a hidden tab, where no frame comes). Everything else — the `window.__reactRouterContext`
 * script, the streamed loader data, the nonces — is left as React Router wrote it.
 *
 * Anything unexpected (another shape of the bootstrap, no bootstrap at all) leaves the document
 * untouched: the page then loads as before.
 */
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+)"[^>]*\/>/g;
/** React Router's bootstrap: the one inline module script that sets the route modules (read where it starts). */
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/y;
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;
/** A module imported for its effect: the route manifest (decision 238), which sets a global. */
const EFFECT_IMPORT = /import ("[^"]+");/g;
const ENTRY_IMPORT = /import\(("[^"]+")\);\s*$/;

/**
 * Calls start() once the first contentful paint has been presented (the paint-timing entry arrives
 * after the frame is on screen; under load that can be long after the frame was drawn). Without
 * paint timing, after the first animation frame; in a hidden tab, which paints nothing, at once. The
 * timeout is a safety net for a document that never paints content.
 */
const START_AFTER_FIRST_PAINT = [
  'let started = false;',
  'const go = () => { if (!started) { started = true; start(); } };',
  'if (document.visibilityState === "hidden") go();',
  'else if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
  '  new PerformanceObserver((list, observer) => {',
  '    if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;',
  '    observer.disconnect();',
  '    go();',
  '  }).observe({ type: "paint", buffered: true });',
  '  setTimeout(go, 3000);',
  '} else requestAnimationFrame(() => setTimeout(go, 0));',
];

/** A JSON value safe inside an inline <script>. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The bootstrap's code, deferred to after the first paint; null when its shape is not the known one. */
function deferredBootstrap(code: string, preloads: readonly string[]): string | null {
  if (!code.includes('window.__reactRouterRouteModules')) return null;
  const entry = ENTRY_IMPORT.exec(code);
  if (!entry) return null;
  const routes = [...code.matchAll(ROUTE_IMPORT)].map((match) => ({ name: match[1], href: match[2] }));
  const effects = [...code.matchAll(EFFECT_IMPORT)].map((match) => match[1] as string);
  const rest = code.slice(0, entry.index).replace(ROUTE_IMPORT, '').replace(EFFECT_IMPORT, '');
  // Split route modules or any other static import would be lost in the rewrite: keep the original.
  if (routes.length === 0 || /\bimport\b(?!\()/.test(rest)) return null;
  return [
    'const start = async () => {',
    // All modules fetched side by side first, then evaluated — the order the head's preloads gave.
    `  await Promise.all(${scriptJson(preloads)}.map((href) => new Promise((resolve) => {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    '    link.href = href;',
    '    link.onload = link.onerror = resolve;',
    '    document.head.appendChild(link);',
    '  })));',
    // The effect imports come last: the names take the route modules; all run before the entry.
    `  const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${[
      ...routes.map((route) => route.href),
      ...effects,
    ]
      .map((href) => `import(${href})`)
      .join(', ')}]);`,
    rest.trim(),
    `  import(${entry[1]});`,
    '};',
    ...START_AFTER_FIRST_PAINT,
  ].join('\n');
}

/**
 * The document start with the module preloads taken out of the head and the bootstrap deferred, or
 * null when `html` does not (yet) hold a bootstrap of the known shape.
 */
export function paintFirst(html: string): string | null {
  // React hoists the preloads into the head and the bootstrap ends the body: each pattern runs over
  // its part only, not the whole document (a PLP's 67 kB were scanned three times per render).
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const mark = html.indexOf(BOOTSTRAP_MARK);
  const scriptStart = mark === -1 ? -1 : html.lastIndexOf('<script', mark);
  if (scriptStart === -1) return null;
  BOOTSTRAP.lastIndex = scriptStart;
  const match = BOOTSTRAP.exec(html);
  if (!match) return null;
  const code = deferredBootstrap(match[2] ?? '', preloads);
  if (code === null) return null;
  const before = html.slice(0, scriptStart);
  const after = html.slice(scriptStart + match[0].length);
  // The preloads go: the bootstrap adds them itself after the first paint.
  const kept =
    headEnd === -1
      ? before.replace(MODULE_PRELOAD, '')
      : `${head.replace(MODULE_PRELOAD, '')}${before.slice(headEnd)}`;
  return `${kept}${match[1]}${code}</script>${after}`;
}

/** Holds the document back until the bootstrap passed (it ends React's first flush), then streams on. */
const MAX_HELD = 2 * 1024 * 1024;
/** What deferredBootstrap() looks for in the bootstrap's code, and the end of any script. */
const BOOTSTRAP_MARK = 'window.__reactRouterRouteModules';
const SCRIPT_END = '</script>';
/** Long enough to find either text cut between two chunks. */
const OVERLAP = BOOTSTRAP_MARK.length - 1;

/**
 * A pass-through for the HTML stream that applies paintFirst() to the document's start. The text is
 * read as latin1 (one char per byte): the patterns are ASCII, and bytes of multi-byte characters,
 * even split across chunks, go out exactly as they came in.
 *
 * React writes the shell in many small chunks. paintFirst() can only succeed once a `</script>`
 * has arrived after the bootstrap's mark (a new match of BOOTSTRAP needs a new end), so only the
 * chunks' own text is searched for those, and the held document is joined and rewritten once —
 * not re-scanned whole on every chunk.
 */
export function paintFirstStream(onFinal: () => void): Transform {
  let held: Buffer[] | null = [];
  let heldBytes = 0;
  let markSeen = false;
  /** The end of the text searched so far, carried over to find a mark cut between chunks. */
  let tail = '';
  const release = (stream: Transform, bytes: Buffer) => {
    held = null;
    tail = '';
    if (bytes.length > 0) stream.push(bytes);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) {
        callback(null, chunk);
        return;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      const text = tail + chunk.toString('latin1');
      tail = text.slice(-OVERLAP);
      let from = 0;
      if (!markSeen) {
        const mark = text.indexOf(BOOTSTRAP_MARK);
        markSeen = mark !== -1;
        from = mark;
      }
      if (markSeen && text.indexOf(SCRIPT_END, from) !== -1) {
        const joined = Buffer.concat(held, heldBytes);
        const rewritten = paintFirst(joined.toString('latin1'));
        if (rewritten !== null) {
          release(this, Buffer.from(rewritten, 'latin1'));
          callback();
          return;
        }
        held = [joined];
      }
      if (heldBytes > MAX_HELD) release(this, Buffer.concat(held, heldBytes));
      callback();
    },
    flush(callback) {
      if (held !== null) release(this, Buffer.concat(held, heldBytes));
      onFinal();
      callback();
    },
  });
}
