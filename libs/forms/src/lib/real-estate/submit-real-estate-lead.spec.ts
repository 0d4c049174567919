import { RealEstateLeadFormInput } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import { submitRealEstateLead } from './submit-real-estate-lead';

const person = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@city.gov', title: 'Mayor', terms: true };
const accepted = { ok: true as const, id: 'lead-1' };
const serverError = () => new GatewayError('Something went wrong', 500, 'http');

describe('submitRealEstateLead', () => {
  const values = RealEstateLeadFormInput.parse({ ...person, company: 'Acme Homes' });

  it('posts the real-estate body with the company', async () => {
    const subscribeRealEstate = jest.fn().mockResolvedValue(accepted);
    expect(await submitRealEstateLead({ subscribeRealEstate }, values, { source: '/real-estate' })).toEqual({
      status: 'success',
    });
    expect(subscribeRealEstate).toHaveBeenCalledWith(
      {
        data: {
          email: 'ada@city.gov',
          first_name: 'Ada',
          last_name: 'Lovelace',
          title: 'Mayor',
          company: 'Acme Homes',
          source: '/real-estate',
        },
      },
      { forwardedFor: undefined },
    );
  });

  it('fails with the onboarding toast (spec §8: either variant)', async () => {
    const result = await submitRealEstateLead(
      { subscribeRealEstate: jest.fn().mockRejectedValue(serverError()) },
      values,
      { source: '/real-estate' },
    );
    expect(result).toEqual({ status: 'failed', message: 'Error while onboarding', values });
  });

  it('sends nothing for a filled honeypot', async () => {
    const subscribeRealEstate = jest.fn();
    await submitRealEstateLead({ subscribeRealEstate }, values, { source: '/real-estate', trap: 'x' });
    expect(subscribeRealEstate).not.toHaveBeenCalled();
  });
});
