/** @jest-environment node */
import {
  CITY_REQUEST_MAX_LENGTH,
  CityRequestFormInput,
  NewsletterFormInput,
  RsvpFormInput,
} from '@civicbrief/contracts';
import { echoValues } from './echo-values';
import { formValues, parseSubmission } from './parse-form';

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('formValues', () => {
  it('turns checkboxes into booleans and keeps repeated names as a list', () => {
    expect(
      formValues(
        formData([
          ['terms', 'on'],
          ['willAttend', 'yes'],
          ['willAttend', 'no'],
          ['_action', 'x'],
        ]),
        { booleans: ['terms', 'manual'] },
      ),
    ).toEqual({
      terms: true,
      manual: false,
      willAttend: ['yes', 'no'],
    });
  });
});

describe('parseSubmission', () => {
  it('answers the field messages and the values as sent when invalid', () => {
    const outcome = parseSubmission(CityRequestFormInput, formData([['name', 'Austin']]), { booleans: ['terms'] });
    expect(outcome).toEqual({
      ok: false,
      result: {
        status: 'invalid',
        fieldErrors: { state: 'Please select a state', terms: 'Please agree to the terms and conditions' },
        values: { name: 'Austin', terms: false },
      },
    });
  });

  it('gives the parsed data when valid', () => {
    const outcome = parseSubmission(
      CityRequestFormInput,
      formData([
        ['name', ' Austin '],
        ['state', 'Texas'],
        ['terms', 'on'],
      ]),
      { booleans: ['terms'] },
    );
    expect(outcome.ok && outcome.data).toEqual({ name: 'Austin', state: 'Texas', terms: true });
  });
});

describe('the values a refused post shows again', () => {
  it('never echoes a value longer than its field allows (a 5 MB city name comes back cut)', () => {
    const huge = 'x'.repeat(5_000_000);
    const outcome = parseSubmission(
      CityRequestFormInput,
      formData([
        ['name', huge],
        ['email', huge],
        ['state', 'Texas'],
      ]),
      { booleans: ['terms'] },
    );
    expect(outcome.ok).toBe(false);
    const values = !outcome.ok ? outcome.result.values : {};
    expect(values).toEqual({
      name: 'x'.repeat(CITY_REQUEST_MAX_LENGTH),
      email: 'x'.repeat(CITY_REQUEST_MAX_LENGTH),
      state: 'Texas',
      terms: false,
    });
    expect(JSON.stringify(values).length).toBeLessThan(200);
  });

  it('drops fields the form does not have and keeps only the first few values of a repeated name', () => {
    const entries: [string, string][] = [
      ['email', 'a@b'],
      ['sneaky', 'x'.repeat(1000)],
      ['constructor', 'x'],
      ...Array.from({ length: 20_000 }, (): [string, string] => ['city', 'Austin']),
    ];
    const outcome = parseSubmission(NewsletterFormInput, formData(entries), { booleans: ['terms'] });
    expect(!outcome.ok && outcome.result.values).toEqual({
      email: 'a@b',
      city: Array.from({ length: 10 }, () => 'Austin'),
      terms: false,
    });
  });

  it('cuts by the schema of each field, also through preprocessing, without splitting a surrogate pair', () => {
    expect(echoValues(RsvpFormInput, { attendees: `${'x'.repeat(99)}😀`, willAttend: 'maybe', first_name: 7 })).toEqual(
      { attendees: 'x'.repeat(99), willAttend: 'maybe' },
    );
    // Yes and no both ticked: shown ticked again, so unticking one is enough.
    expect(echoValues(RsvpFormInput, { willAttend: ['yes', 'no'] })).toEqual({ willAttend: ['yes', 'no'] });
  });
});
