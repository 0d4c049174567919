import { alertSearchFromUrl, initialAlertValues } from './alert-values';

describe('the alert form prefilled from the search link', () => {
  it('keeps the words and the filters the search page accepts, and says which it left out', () => {
    const params = new URLSearchParams({
      q: ' "bike lanes" -cars ',
      state: 'CA',
      city: 'saratoga',
      type: 'city-council',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(alertSearchFromUrl(params)).toEqual({
      search: {
        q: '"bike lanes" -cars',
        state: 'ca',
        city: 'saratoga',
        type: 'city-council',
        from: '2025-01-01',
        to: '2025-12-31',
      },
      dropped: [],
    });
    const bad = alertSearchFromUrl(
      new URLSearchParams({
        q: 'x'.repeat(500),
        state: 'california',
        city: '../x',
        type: 'secret',
        from: '2025-02-30',
      }),
    );
    expect(bad.search).toEqual({ q: 'x'.repeat(200), state: '', city: '', type: '', from: '', to: '' });
    expect(bad.dropped).toEqual(['state', 'city', 'type', 'from']);
    expect(alertSearchFromUrl(new URLSearchParams({ q: 'a', from: '2025-03-01', to: '2025-02-01' })).dropped).toEqual([
      'to',
    ]);
  });

  it('starts with a daily digest, and after a refused post shows what was sent', () => {
    const search = { q: 'parks', state: 'ca', city: '', type: '', from: '', to: '' };
    expect(initialAlertValues(search)).toEqual({ ...search, email: '', frequency: 'daily' });
    const refused = {
      status: 'invalid' as const,
      fieldErrors: { email: 'x' },
      values: { q: 'parks and trees', email: 'a@b', frequency: 'hourly' },
    };
    expect(initialAlertValues(search, refused)).toEqual({
      ...search,
      q: 'parks and trees',
      email: 'a@b',
      frequency: '',
    });
  });
});
