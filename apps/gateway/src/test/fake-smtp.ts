import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface FakeSmtp {
  url: string;
  /** The message data of every accepted mail, in order. */
  data: string[];
  /** Connections made so far. */
  connections(): number;
  close(): Promise<void>;
}

export interface FakeSmtpOptions {
  /** What RCPT TO is answered with ('250 ok', '550 no such user', ...). */
  rcptAnswer?: string;
  /** This many first connections are accepted and then never spoken to: a server that stalls. */
  stallConnections?: number;
}

/** Just enough SMTP on 127.0.0.1 to accept or refuse messages, recording what arrives, or to stall. */
export async function startFakeSmtp({
  rcptAnswer = '250 ok',
  stallConnections = 0,
}: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const data: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    connections += 1;
    if (connections <= stallConnections) return;
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          data.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') socket.write(`${rcptAnswer}\r\n`);
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    data,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
