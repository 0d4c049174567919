/** Why a search was not run: its client has too many under way (429), or every slot and queue place is taken (503). */
export class SearchRefused extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    message: string,
  ) {
    super(message);
  }
}

export interface SearchSlotsOptions {
  /** Searches one client may have under way (running or waiting) at once. */
  perClient: number;
  /** Searches running on the database at once, all clients together. */
  running: number;
  /** Searches waiting for a running slot, all clients together; one more is refused at once. */
  waiting: number;
  /** A search waiting longer than this is refused. */
  maxWaitMs: number;
}

export interface SearchSlots {
  /** Runs `search` when a slot is free, or throws SearchRefused. */
  run<T>(client: string, search: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * The database's share for anonymous searches (decision 040): a few run at once, a bounded queue waits, and one
 * client's searches never take more than its own share, so searching in a loop cannot crowd out the pages, the
 * forms or other visitors' searches. The counts are per gateway process, as the database's connections are.
 */
export function createSearchSlots(
  options: SearchSlotsOptions,
  messages: { busy: string; tooMany: string },
): SearchSlots {
  const perClient = new Map<string, number>();
  const queue: Array<() => void> = [];
  let running = 0;

  const take = (client: string) => perClient.set(client, (perClient.get(client) ?? 0) + 1);
  const give = (client: string) => {
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };
  const slotFree = () =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(start), 1);
        reject(new SearchRefused(503, messages.busy));
      }, options.maxWaitMs);
      queue.push(start);
    });

  return {
    async run(client, search) {
      if ((perClient.get(client) ?? 0) >= options.perClient) throw new SearchRefused(429, messages.tooMany);
      if (running >= options.running && queue.length >= options.waiting) throw new SearchRefused(503, messages.busy);
      take(client);
      try {
        // A waiting search takes over the slot of the one that finishes: the count never passes the limit.
        if (running < options.running) running += 1;
        else await slotFree();
        try {
          return await search();
        } finally {
          const next = queue.shift();
          if (next) next();
          else running -= 1;
        }
      } finally {
        give(client);
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
