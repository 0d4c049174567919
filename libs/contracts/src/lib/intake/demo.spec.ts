import {
  DemoFormInput,
  demoMessages,
  demoRequestBody,
  DemoRequestInput,
  INDUSTRIES,
  isIndustry,
  showsRegion,
} from './demo';

const basic = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.example',
  title: 'Director',
  companyName: 'Acme Public Affairs',
  industry: 'Government Affairs',
  formName: 'basic',
  website: 'acme.example',
  terms: true,
};
const extended = {
  ...basic,
  formName: 'extended',
  phone: '+1 (408) 555-0100',
  regions__msas__markets: 'Bay Area, Sacramento MSA',
};

const errorsOf = (values: unknown) => {
  const parsed = DemoFormInput.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the demo forms (spec §5 "Demo forms")', () => {
  it('has exactly the spec industries, in order', () => {
    expect(INDUSTRIES).toEqual([
      'Local Government',
      'Government Affairs',
      'Law Firm',
      'Real Estate Firm',
      'Public Advocacy Group',
      'Media',
      'Other',
    ]);
    expect(isIndustry('Media')).toBe(true);
    expect(isIndustry('media')).toBe(false);
  });

  it('gives every message of the spec word for word for an empty basic form', () => {
    expect(errorsOf({ formName: 'basic' })).toEqual({
      firstName: 'Please type your name',
      lastName: 'Please type your last name',
      email: 'Please type your email address',
      title: 'Please type your role or title',
      companyName: 'Please type your company name',
      industry: 'Please select the industry',
      website: 'This field is required.',
      terms: 'Please agree to the terms and conditions',
    });
    // Blank texts and an empty select read as missing, as a posted form sends them.
    expect(errorsOf({ ...basic, firstName: '  ', industry: '', website: ' ', terms: false })).toEqual({
      firstName: 'Please type your name',
      industry: 'Please select the industry',
      website: 'This field is required.',
      terms: 'Please agree to the terms and conditions',
    });
    expect(errorsOf({ ...basic, email: 'ada@' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('requires the phone and the markets in the extended form only, with their messages', () => {
    expect(DemoFormInput.safeParse(basic).success).toBe(true);
    expect(errorsOf({ ...basic, formName: 'extended' })).toEqual({
      phone: demoMessages.phoneEnter,
      regions__msas__markets: 'Please specify your regions, MSAs, or markets',
    });
    expect(demoMessages.phoneEnter).toBe('Please enter your mobile phone number');
    // Told together with the other fields' messages, at the first submit.
    expect(errorsOf({ formName: 'extended' })).toMatchObject({
      firstName: 'Please type your name',
      phone: demoMessages.phoneEnter,
    });
    expect(DemoFormInput.safeParse(extended).success).toBe(true);
    // A phone that is not one is refused in either form.
    expect(errorsOf({ ...basic, phone: 'call me' })).toEqual({ phone: demoMessages.phoneEnter });
    expect(errorsOf({ ...extended, phone: '12345' })).toEqual({ phone: demoMessages.phoneEnter });
  });

  it('keeps the region for a Real Estate Firm only, and the extended answers from the extended form only', () => {
    expect(showsRegion('Real Estate Firm')).toBe(true);
    expect(showsRegion('Law Firm')).toBe(false);
    expect(DemoFormInput.parse({ ...basic, industry: 'Real Estate Firm', region: 'Pacific Northwest' }).region).toBe(
      'Pacific Northwest',
    );
    expect(DemoFormInput.parse({ ...basic, industry: 'Real Estate Firm' }).region).toBeUndefined();
    expect(DemoFormInput.parse({ ...basic, region: 'Pacific Northwest' })).not.toHaveProperty('region');
    expect(DemoFormInput.parse({ ...basic, cities_counties_covered: 'Saratoga' })).not.toHaveProperty(
      'cities_counties_covered',
    );
    expect(DemoFormInput.parse({ ...extended, cities_counties_covered: ' Saratoga ' }).cities_counties_covered).toBe(
      'Saratoga',
    );
  });

  it('refuses an unknown form name and texts over their bounds', () => {
    expect(errorsOf({ ...basic, formName: 'other' })).toEqual({ formName: 'formName must be basic or extended' });
    expect(errorsOf({ ...basic, companyName: 'x'.repeat(201) })).toEqual({
      companyName: 'Must be at most 200 characters',
    });
    expect(errorsOf({ ...extended, how_civicbrief_helps: 'x'.repeat(2001) })).toEqual({
      how_civicbrief_helps: 'Must be at most 2000 characters',
    });
  });

  it('refuses line breaks and control characters inside a one-line field, and keeps them in the free answers', () => {
    const breaks = ['\n', '\r', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029', '\t', '\u0000', '\u007f', '\u009b'];
    for (const character of breaks) {
      const within = `Ada${character}Email: attacker@evil.example`;
      expect(
        errorsOf({
          ...basic,
          firstName: within,
          lastName: within,
          title: within,
          companyName: within,
          website: within,
        }),
      ).toEqual({
        firstName: demoMessages.oneLine,
        lastName: demoMessages.oneLine,
        title: demoMessages.oneLine,
        companyName: demoMessages.oneLine,
        website: demoMessages.oneLine,
      });
      expect(errorsOf({ ...basic, industry: 'Real Estate Firm', region: within })).toEqual({
        region: demoMessages.oneLine,
      });
      expect(errorsOf({ ...basic, email: `ada${character}x@acme.example` })).toEqual({
        email: 'Please enter a valid email address',
      });
    }
    // What trimming takes away is no line of its own; a free answer keeps its lines.
    expect(DemoFormInput.parse({ ...basic, firstName: 'Ada\n', lastName: '\u2028Lovelace ' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(
      DemoFormInput.parse({ ...extended, regions__msas__markets: 'Bay Area\nSacramento' }).regions__msas__markets,
    ).toBe('Bay Area\nSacramento');
    expect(
      DemoRequestInput.safeParse({ data: { ...basic, firstName: 'Ada\u2028Email: x@evil.example' } }).error?.issues[0],
    ).toMatchObject({ path: ['data', 'firstName'], message: demoMessages.oneLine });
  });

  it('builds the call body the gateway validates with the same rules', () => {
    const body = demoRequestBody(DemoFormInput.parse(extended), 'http://localhost:3000/real-estate');
    expect(DemoRequestInput.parse(body)).toEqual(body);
    expect(body.data).toMatchObject({ formName: 'extended', terms: true, source: 'http://localhost:3000/real-estate' });
    expect(DemoRequestInput.safeParse({ data: { ...body.data, terms: false } }).success).toBe(false);
    expect(DemoRequestInput.safeParse({}).error?.issues[0]).toMatchObject({
      path: ['data'],
      message: 'data is required',
    });
  });
});
