import { intakeToasts, surveyMessages, type SurveyInput } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import { submitSaratogaSurvey, submitSubscriptionSurvey } from './submit-survey';

const record = { event: 'SubscriptionFeedbackSurvey', id: 'sub-1' } as unknown as SurveyInput;
const answering = (outcome: () => Promise<unknown>) => ({ submitSurvey: jest.fn(outcome) });

describe('submitSubscriptionSurvey', () => {
  it('posts the record once and answers a success', async () => {
    const client = answering(async () => ({ ok: true }));
    expect(await submitSubscriptionSurvey(client, record)).toEqual({ status: 'success' });
    expect(client.submitSurvey).toHaveBeenCalledWith(record);
  });

  it("answers the spec's failure, and sends nothing without a record", async () => {
    const failed = { status: 'failed', message: surveyMessages.submitFailed, values: {} };
    const down = answering(() => Promise.reject(new GatewayError('down', 500, 'http')));
    expect(await submitSubscriptionSurvey(down, record)).toEqual(failed);
    const client = answering(async () => ({ ok: true }));
    expect(await submitSubscriptionSurvey(client, null)).toEqual(failed);
    expect(client.submitSurvey).not.toHaveBeenCalled();
    const limited = answering(() => Promise.reject(new GatewayError('slow down', 429, 'http')));
    expect(await submitSubscriptionSurvey(limited, record)).toEqual({ ...failed, hint: intakeToasts.tooManyRequests });
  });
});

describe('submitSaratogaSurvey', () => {
  it("answers 'Error' with the spec's text, or that the survey was finished before (409)", async () => {
    const client = answering(async () => ({ ok: true }));
    expect(await submitSaratogaSurvey(client, record)).toEqual({ status: 'success' });
    const down = answering(() => Promise.reject(new GatewayError('down', 502, 'http')));
    expect(await submitSaratogaSurvey(down, record)).toEqual({
      status: 'failed',
      message: 'Error',
      hint: 'Something went wrong, please try again.',
      values: {},
    });
    const finished = answering(() => Promise.reject(new GatewayError('finished', 409, 'http')));
    expect(await submitSaratogaSurvey(finished, record)).toMatchObject({
      message: 'Error',
      hint: surveyMessages.saratogaAlreadyFinished,
    });
  });
});
