import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering; the server (server/main.ts) imports build/server.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // '/drills/' fetches its data from '/drills/_.data', so the slash rule survives client navigation.
  future: { v8_trailingSlashAwareDataRequests: true },
  // The whole route manifest (40 routes, 2 kB gzip) as one immutable module, instead of a
  // /__manifest request after every page load that matched each of the page's links on the server
  // (~6 ms of server time per page view) and a partial manifest in every document (decision 238).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
