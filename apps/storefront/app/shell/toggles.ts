/**
 * Feature toggles (spec 000 §4): from config, overridable per request by `toggle_<name>` query
 * parameters. The only default toggle is the recommendation API, on.
 */
export const DEFAULT_TOGGLES: Readonly<Record<string, boolean>> = { recommendationApi: true };

const TRUE = new Set(['true', '1', 'on']);
const FALSE = new Set(['false', '0', 'off']);

export function resolveToggles(
  config: Readonly<Record<string, boolean>>,
  query: URLSearchParams,
): Record<string, boolean> {
  const toggles: Record<string, boolean> = { ...config };
  for (const [key, raw] of query) {
    if (!key.startsWith('toggle_') || key.length === 'toggle_'.length) continue;
    const value = raw.toLowerCase();
    if (TRUE.has(value)) toggles[key.slice('toggle_'.length)] = true;
    else if (FALSE.has(value)) toggles[key.slice('toggle_'.length)] = false;
  }
  return toggles;
}
