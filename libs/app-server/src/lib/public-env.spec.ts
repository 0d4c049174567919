import { DEFAULT_SITE_ORIGIN, readPublicEnv } from './public-env';

describe('readPublicEnv', () => {
  it('defaults the site origin to the local front door and leaves unset ids out', () => {
    expect(readPublicEnv({})).toEqual({
      siteOrigin: DEFAULT_SITE_ORIGIN,
      cookieConsentId: undefined,
      analyticsId: undefined,
      marketingFormsId: undefined,
    });
  });

  it('reads the configured values, trims them and drops a trailing slash from the origin', () => {
    expect(
      readPublicEnv({
        SITE_ORIGIN: 'https://civicbrief.example/',
        COOKIE_CONSENT_ID: ' abc ',
        ANALYTICS_ID: 'G-123',
        MARKETING_FORMS_ID: '',
        DATABASE_URL: 'postgres://secret',
      }),
    ).toEqual({
      siteOrigin: 'https://civicbrief.example',
      cookieConsentId: 'abc',
      analyticsId: 'G-123',
      marketingFormsId: undefined,
    });
  });
});
