import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FakeApp } from '../../test/fake-app';
import { startPageGateway, type PageGateway } from '../../test/page-gateway';

/** A bound that only a hang misses: these answers take milliseconds. */
const NOT_A_HANG_MS = 20_000;

interface RawConnection {
  socket: Socket;
  /** Everything the gateway sent, once it closed the connection (or the bound passed). */
  closed: Promise<string>;
}

function open(port: number): Promise<RawConnection> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      const closed = new Promise<string>((done) => {
        const timer = setTimeout(() => {
          socket.destroy();
          done(`${received}[still open after ${NOT_A_HANG_MS} ms]`);
        }, NOT_A_HANG_MS);
        socket.on('close', () => {
          clearTimeout(timer);
          done(received);
        });
      });
      // A reset (the gateway closing while we still send) is a close too.
      socket.on('error', () => undefined);
      resolve({ socket, closed });
    });
  });
}

const statusOf = (answer: string) => answer.split('\r\n')[0];

/** The gateway listening on a real port: body limits, timeouts and request targets happen on sockets. */
describe('the front door on a socket', () => {
  let front: PageGateway;
  let civic: FakeApp;
  let marketing: FakeApp;
  let port: number;

  beforeAll(async () => {
    front = await startPageGateway({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' });
    ({ civic, marketing } = front);
    await front.app.listen({ port: 0, host: '127.0.0.1' });
    port = (front.app.server.address() as AddressInfo).port;
  });

  beforeEach(() => front.forget());
  afterAll(() => front?.close());

  it('refuses a 20 MB form post with a 413 page before reading it, while other visitors are served', async () => {
    const upload = await open(port);
    const twentyMegabytes = 20 * 1024 * 1024;
    upload.socket.write(
      `POST /request-a-city HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${twentyMegabytes}\r\n\r\n`,
    );
    upload.socket.write(`name=${'x'.repeat(64 * 1024)}`);
    const other = await fetch(`http://127.0.0.1:${port}/states`);
    expect(other.status).toBe(200);

    const answer = await upload.closed;
    expect(statusOf(answer)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(answer).toContain('This form is too large to send: a page accepts at most 64 KiB.');
    expect(civic.received.map((request) => request.url)).toEqual(['/states']);
  });

  it('counts a chunked form post as it arrives and refuses it past the limit', async () => {
    const upload = await open(port);
    upload.socket.write(
      'POST /subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 8; i += 1) upload.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(statusOf(await upload.closed)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(civic.received).toHaveLength(0);
  });

  it('passes a chunked form post under the limit on whole', async () => {
    const upload = await open(port);
    const form = 'email=ana%40example.com&name=Ana';
    upload.socket.write(
      'POST /subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
    );
    upload.socket.write(`${form.length.toString(16)}\r\n${form}\r\n0\r\n\r\n`);
    expect(statusOf(await upload.closed)).toBe('HTTP/1.1 200 OK');
    expect(civic.received[0].body.toString()).toBe(form);
    expect(civic.received[0].headers['content-length']).toBe(String(form.length));
  });

  it.each([
    'GET http://evil.example/ HTTP/1.1',
    'GET http://evil.example/api/ops/outbox HTTP/1.1',
    'GET * HTTP/1.1',
    'OPTIONS * HTTP/1.1',
  ])('answers a request target that is not a path with a 400 (%s)', async (requestLine) => {
    const connection = await open(port);
    connection.socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    const answer = await connection.closed;
    expect(statusOf(answer)).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain('The request target must be a path starting with \\"/\\".');
    expect(civic.received).toHaveLength(0);
    expect(marketing.received).toHaveLength(0);
  });

  it("honours the browser's Connection: close on a page the app answered with keep-alive", async () => {
    const connection = await open(port);
    connection.socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const answer = await connection.closed;
    expect(statusOf(answer)).toBe('HTTP/1.1 200 OK');
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).not.toMatch(/keep-alive/i);
    expect(answer).not.toContain('[still open');
  });

  it.each([
    ['its headers (HEADERS_TIMEOUT_MS)', 'GET /about HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: a\r\n'],
    [
      'its body (REQUEST_TIMEOUT_MS)',
      'POST /subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
      'x',
    ],
  ])('closes a connection that trickles %s', async (_what, start, drip) => {
    const connection = await open(port);
    connection.socket.write(start);
    const trickle = setInterval(() => connection.socket.writable && connection.socket.write(drip), 100);
    const answer = await connection.closed;
    clearInterval(trickle);
    expect(answer).not.toContain('[still open');
    expect([...civic.received, ...marketing.received]).toHaveLength(0);
  });
});
