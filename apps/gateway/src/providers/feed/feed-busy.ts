/** The gateway is already reading or parsing as many uncached feeds as it allows (decision 025): answered 503 at once, not queued. */
export class FeedBusy extends Error {
  override readonly name = 'FeedBusy';

  constructor(reason: string) {
    super(`feed: ${reason}`);
  }
}
