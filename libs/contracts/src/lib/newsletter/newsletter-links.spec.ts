import { listOfPlaces, NewsletterEraseForm, NewsletterTokenInput, newsletterMessages } from '.';

describe('newsletter link contracts', () => {
  it('the erase form passes only with the box ticked, with the page’s message otherwise', () => {
    expect(NewsletterEraseForm.safeParse({ confirm: true }).success).toBe(true);
    for (const value of [false, undefined, 'on']) {
      const parsed = NewsletterEraseForm.safeParse({ confirm: value });
      expect(parsed.error?.issues[0].message).toBe(newsletterMessages.eraseConfirmRequired);
    }
  });

  it('a missing, blank or oversized token is the invalid-link message', () => {
    expect(NewsletterTokenInput.parse({ token: ' abc.def ' })).toEqual({ token: 'abc.def' });
    for (const token of [undefined, '  ', 'x'.repeat(513)]) {
      expect(NewsletterTokenInput.safeParse({ token }).error?.issues[0].message).toBe(newsletterMessages.linkInvalid);
    }
  });

  it('the intros name the place', () => {
    expect(newsletterMessages.confirmIntro('Saratoga', 'California')).toBe(
      'Confirm that you want to receive the CivicBrief newsletter for Saratoga, California.',
    );
    expect(newsletterMessages.unsubscribeIntro('Saratoga', 'California')).toBe(
      'Stop receiving the CivicBrief newsletter for Saratoga, California.',
    );
    expect(newsletterMessages.unsubscribeAllIntro(['Saratoga, California', 'Austin, Texas'])).toBe(
      'Stop receiving the CivicBrief newsletter for Saratoga, California and Austin, Texas.',
    );
  });

  it('lists places that have commas of their own', () => {
    expect(listOfPlaces(['Saratoga, California'])).toBe('Saratoga, California');
    expect(listOfPlaces(['Saratoga, California', 'Austin, Texas'])).toBe('Saratoga, California and Austin, Texas');
    expect(listOfPlaces(['A, X', 'B, Y', 'C, Z'])).toBe('A, X; B, Y; and C, Z');
  });
});
