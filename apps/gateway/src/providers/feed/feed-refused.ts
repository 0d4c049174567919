/** A feed URL the gateway will not fetch (decision 025): answered 400 with this message, nothing fetched. */
export class FeedRefused extends Error {
  override readonly name = 'FeedRefused';
}
