/** Runs a load job in a worker thread (its own event loop), as every bench scenario does (decision 036). */
import { Worker } from 'node:worker_threads';
import type { LoadJob, LoadResult } from './load-client.ts';

export function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit the tsx loader: register it, then import the TypeScript client.
    const client = new URL('./load-client.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(client)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
