import { blockViews } from './block-views';
import { staticBlockViews } from './static-block-views';

describe('blockViews', () => {
  it("loads each block's own view from its chunk, the one the server renders", async () => {
    for (const name of Object.keys(staticBlockViews) as (keyof typeof staticBlockViews)[]) {
      expect(await blockViews[name].load()).toBe(staticBlockViews[name]);
      // Given by the test setup, as by the server entry: the server renders every block in one pass.
      expect(blockViews[name].current()).toBe(staticBlockViews[name]);
    }
  });
});
