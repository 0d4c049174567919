import { CityRequestFormInput } from '@civicbrief/contracts';
import { formValues, parseSubmission } from './parse-form';

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('formValues', () => {
  it('turns checkboxes into booleans and keeps repeated names as a list', () => {
    expect(formValues(formData([['terms', 'on'], ['willAttend', 'yes'], ['willAttend', 'no'], ['_action', 'x']]), { booleans: ['terms', 'manual'] })).toEqual({
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
    const outcome = parseSubmission(CityRequestFormInput, formData([['name', ' Austin '], ['state', 'Texas'], ['terms', 'on']]), { booleans: ['terms'] });
    expect(outcome.ok && outcome.data).toEqual({ name: 'Austin', state: 'Texas', terms: true });
  });
});
