import pg from 'pg';
import type { Connection } from './connections';

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_MS = 1000;

/** `LISTEN channel` on a connection of its own, made again a second after it is lost (see DatabaseHandle.listen). */
export async function listenOn(
  connection: Connection,
  channel: string,
  onNotify: (payload: string | null) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const client = new pg.Client(connection);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', (error) => {
      onError?.(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN "${channel}"`);
    if (stopped) return void (await client.end());
    current = client;
  };
  const again = () => {
    retry = setTimeout(() => {
      connect().then(
        () => onNotify(null),
        (error: Error) => {
          onError?.(error);
          if (!stopped) again();
        },
      );
    }, RELISTEN_MS);
  };
  const lost = (client: pg.Client) => {
    if (client !== current || stopped) return;
    current = undefined;
    again();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
