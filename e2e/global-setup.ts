/** Browser tests run against the real server (see ./server.ts), started once for the e2e project. */
import type { TestProject } from 'vitest/node';
import { startStorefront } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontPort: number;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startStorefront({
    products: 200,
    testRoutes: true,
    log: (line) => console.log(`[e2e] ${line}`),
  });
  project.provide('storefrontPort', server.port);
  project.provide('databaseUrl', server.databaseUrl);
  return () => server.stop();
}
