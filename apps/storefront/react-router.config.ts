import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering; the server (server/main.ts) imports build/server.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // '/drills/' fetches its data from '/drills/_.data', so the slash rule survives client navigation.
  future: { v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
