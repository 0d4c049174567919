import { OnboardingFormInput } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import { submitOnboarding } from './submit-onboarding';

const person = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@city.gov', title: 'Mayor', terms: true };
const accepted = { ok: true as const, id: 'lead-1' };
const serverError = () => new GatewayError('Something went wrong', 500, 'http');

describe('submitOnboarding', () => {
  it('posts the onboarding body with the two-letter state code and the page as source', async () => {
    const subscribeOnboarding = jest.fn().mockResolvedValue(accepted);
    const values = OnboardingFormInput.parse({
      ...person,
      manual: true,
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
    });
    const result = await submitOnboarding({ subscribeOnboarding }, values, {
      source: 'http://site/onboarding',
      forwardedFor: '203.0.113.9',
    });
    expect(result).toEqual({ status: 'success' });
    expect(subscribeOnboarding).toHaveBeenCalledWith(
      {
        data: {
          email: 'ada@city.gov',
          first_name: 'Ada',
          last_name: 'Lovelace',
          city: 'Saratoga',
          county: 'Santa Clara County',
          state: 'CA',
          title: 'Mayor',
          source: 'http://site/onboarding',
        },
      },
      { forwardedFor: '203.0.113.9' },
    );
  });

  it("answers the toast 'Error while onboarding' when the call fails, keeping the values", async () => {
    const values = OnboardingFormInput.parse({ ...person, city: 'Austin', state: 'TX' });
    const result = await submitOnboarding({ subscribeOnboarding: jest.fn().mockRejectedValue(serverError()) }, values, {
      source: '/onboarding',
    });
    expect(result).toEqual({ status: 'failed', message: 'Error while onboarding', values });
  });

  it("puts a 400's messages on the form's fields", async () => {
    const invalid = new GatewayError('Invalid', 400, 'http', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid',
      fieldErrors: { 'data.title': ['Please type your role or title'] },
    });
    const values = OnboardingFormInput.parse({ ...person, city: 'Austin', state: 'TX' });
    const result = await submitOnboarding({ subscribeOnboarding: jest.fn().mockRejectedValue(invalid) }, values, {
      source: '/onboarding',
    });
    expect(result).toMatchObject({ status: 'invalid', fieldErrors: { title: 'Please type your role or title' } });
  });

  it('sends nothing for a filled honeypot', async () => {
    const subscribeOnboarding = jest.fn();
    const values = OnboardingFormInput.parse({ ...person, city: 'Austin', state: 'TX' });
    expect(
      await submitOnboarding({ subscribeOnboarding }, values, { source: '/onboarding', trap: 'http://spam' }),
    ).toEqual({ status: 'success' });
    expect(subscribeOnboarding).not.toHaveBeenCalled();
  });
});
