/** Start-up failures of the server process, each with its cause and the fix (decision 074). */
import { createServer, type Server } from 'node:http';
import { StartupError } from '@toolyard/commerce';

/** Listens, or fails with what holds the port and what to do. */
export function listenOrExplain(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new StartupError(
            `Port ${port} (PORT) is already in use on ${host}: another shop or another program listens there`,
            `Stop that program, or start this shop on another port: PORT=${port + 1} npm start`,
            { cause: error },
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new StartupError(
            `Listening on port ${port} (PORT) is not allowed for this user`,
            'Use a port above 1023 (PORT=3000), or run behind a reverse proxy.',
            { cause: error },
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(
          new StartupError(
            `HOST=${host} is not an address of this machine`,
            'Set HOST=0.0.0.0 or 127.0.0.1.',
            {
              cause: error,
            },
          ),
        );
      else reject(error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * Fails before the database is started when the HTTP port is taken, instead of after a minute of
 * initdb and seeding. (The real listen still explains a port taken in between.)
 */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  const probe = createServer();
  await listenOrExplain(probe, port, host);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/** Prints a start-up failure as "start-up failed: <cause>" and "fix: <what to do>". */
export function reportStartupFailure(error: unknown, log: (line: string) => void): void {
  if (error instanceof StartupError) {
    log(`start-up failed: ${error.message}`);
    log(`fix: ${error.fix}`);
    return;
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log(`start-up failed: ${message}`);
  log('fix: this failure has no known cause yet; the message above is all there is. Please report it.');
}
