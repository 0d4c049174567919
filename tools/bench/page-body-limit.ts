/**
 * A 20 MB form post through the front door: how long until the gateway answers it, how many
 * bytes reach the app behind it, and how long another visitor's page takes meanwhile. The gateway's production
 * build runs in its own process over an in-memory PGlite, in front of a stand-in app that counts what it receives. Prints
 * figures; asserts nothing.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/bench/page-body-limit.ts
 */
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { withGateway } from './gateway-server';

const SIZE = 20 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

async function main(): Promise<void> {
  let appBytes = 0;
  const upstream = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (appBytes += chunk.length));
    request.on('end', () => response.end('<h1>app</h1>'));
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const appUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  await withGateway(
    { PGLITE_DIR: 'memory://', DATABASE_URL: '', OUTBOX_WORKER: 'off', CIVIC_URL: appUrl },
    async (baseUrl) => {
      const port = Number(new URL(baseUrl).port);
      const started = performance.now();
      let sent = 0;
      const answered = new Promise<{ status: string; ms: number }>((done) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /request-a-city HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${SIZE}\r\n\r\n`,
          );
          const pump = () => {
            while (sent < SIZE && socket.writable) {
              sent += CHUNK.length;
              if (!socket.write(CHUNK)) return void socket.once('drain', pump);
            }
          };
          pump();
        });
        socket.once('data', (chunk) =>
          done({ status: chunk.toString('latin1').split('\r\n')[0], ms: performance.now() - started }),
        );
        socket.on('error', () => undefined);
      });
      const otherStarted = performance.now();
      const other = await fetch(`${baseUrl}/states`);
      const otherMs = performance.now() - otherStarted;
      const { status, ms } = await answered;

      console.log(
        `20 MB form post: "${status}" after ${ms.toFixed(1)} ms; ${(sent / 1024 / 1024).toFixed(1)} MB written by then; ${appBytes} bytes reached the app`,
      );
      console.log(`another visitor's page meanwhile: ${other.status} in ${otherMs.toFixed(1)} ms`);
    },
  );
  upstream.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
