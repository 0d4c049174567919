// The two receivers of the outbox crash test, on loopback, counting every delivery they accept: an SMTP server
// (just enough of RFC 5321 for nodemailer; each message's Message-ID and recipient recorded) and a Track API v2
// entity endpoint (each call's Idempotency-Key recorded), as Customer.io answers it: 200 with `{}`.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

/** SMTP that takes `delayMs` to accept each message's data (a real server's time to queue it). */
export async function startCountingSmtp({ delayMs = 20 } = {}) {
  const messages = [];
  const sockets = new Set();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let recipient = '';
    socket.write('220 counting ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        const end = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n');
        if (end < 0) return;
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + (inData ? 5 : 2));
        if (inData) {
          inData = false;
          const messageId = /^message-id:\s*(\S+)/im.exec(text)?.[1] ?? null;
          setTimeout(() => {
            // Counted when accepted: what the sender hears as 250 is a delivery.
            messages.push({ messageId, to: recipient });
            socket.write('250 queued\r\n');
          }, delayMs);
          continue;
        }
        const command = text.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 counting\r\n');
        else if (command === 'MAIL') socket.write('250 ok\r\n');
        else if (command === 'RCPT') {
          recipient = /<([^>]*)>/.exec(text)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The Track API's entity endpoint: every accepted call with its Idempotency-Key. */
export async function startCountingTrackApi({ delayMs = 20 } = {}) {
  const calls = [];
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        if (request.url !== '/api/v2/entity') {
          response.writeHead(404, { 'content-type': 'application/json' });
          return response.end('{"errors":[{"detail":"not found"}]}');
        }
        calls.push({ key: request.headers['idempotency-key'] ?? null });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      }, delayMs),
    );
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((resolve) => server.close(resolve)) };
}
