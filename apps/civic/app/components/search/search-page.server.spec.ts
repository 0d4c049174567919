import { searchMessages } from '@civicbrief/contracts';
import { searchPageData } from './search-page.server';

const at = (query: string) => searchPageData(new Request(`http://localhost/search${query}`));

describe('searchPageData', () => {
  it('asks nothing of the gateway without words, and offers the covered states', async () => {
    const answer = await at('');
    expect(answer).toMatchObject({ status: 200, data: { state: 'empty', cities: [] } });
    if ('data' in answer) expect(answer.data.states).toContainEqual({ value: 'ca', label: 'California' });
  });

  it("sends a form's empty fields and default page to the search's short URL", async () => {
    expect(await at('?q=council&state=&city=&type=&from=&to=')).toEqual({ redirect: '/search?q=council' });
    expect(await at('?q=+council+&state=ca&page=1')).toEqual({ redirect: '/search?q=council&state=ca' });
    expect(await at('?q=&state=')).toEqual({ redirect: '/search' });
  });

  it("lists the chosen state's cities, and keeps a shared link's city", async () => {
    const answer = await at('?state=ca');
    if (!('data' in answer)) throw new Error('expected data');
    expect(answer.data.cities).toContainEqual({ value: 'saratoga', label: 'Saratoga' });
    const cityOnly = await at('?city=atlantis');
    if (!('data' in cityOnly)) throw new Error('expected data');
    expect(cityOnly.data.cities).toEqual([{ value: 'atlantis', label: 'atlantis' }]);
  });

  it('refuses bad filters with a 400 naming each field, keeping what was typed', async () => {
    const answer = await at(`?q=${'x'.repeat(201)}&from=2025-02-30&type=school-board`);
    expect(answer).toMatchObject({
      status: 400,
      data: {
        state: 'invalid',
        fieldErrors: {
          q: searchMessages.queryTooLong,
          from: searchMessages.dateInvalid,
          type: searchMessages.typeInvalid,
        },
        values: { from: '2025-02-30', type: 'school-board' },
      },
    });
  });
});
