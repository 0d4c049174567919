/** @jest-environment node */
import { contentFor } from './content.server';

describe('contentFor', () => {
  it('builds one content client per request, however many loaders ask', async () => {
    const request = new Request('http://site.test/ca/santa-clara-county/saratoga');
    const first = contentFor(request);
    expect(contentFor(request)).toBe(first);
    expect(await first).toBe(await contentFor(request));
    expect(contentFor(new Request('http://site.test/'))).not.toBe(first);
  });
});
