/** @jest-environment node */
import { intakeToasts } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import { submissionFailure } from '../submission-failure';
import { formResponse } from './form-response';

describe("a form action's answer", () => {
  it('is private, with the status of what happened', async () => {
    const limited = submissionFailure(new GatewayError('slow down', 429, 'http'), intakeToasts.subscribeFailed, {});
    const down = submissionFailure(new GatewayError('boom', 500, 'http'), intakeToasts.subscribeFailed, {});
    const statuses = [
      { status: 'success' as const },
      { status: 'invalid' as const, fieldErrors: {}, values: {} },
      limited,
      down,
    ].map((result) => formResponse(result).status);
    expect(statuses).toEqual([200, 400, 429, 502]);
    // A refusal the person can act on keeps the gateway's status (a bad link, too many alerts).
    expect(formResponse({ status: 'failed', message: 'Too many alerts', values: {}, httpStatus: 409 }).status).toBe(
      409,
    );
    expect(formResponse(down).headers.get('cache-control')).toBe('private, no-store');
  });

  it("names the form's own failure after a 429, the wait hint after it", async () => {
    const limited = submissionFailure(new GatewayError('slow down', 429, 'http'), intakeToasts.subscribeFailed, {
      email: 'a@b.co',
    });
    expect(await formResponse(limited).json()).toEqual({
      status: 'failed',
      message: intakeToasts.subscribeFailed,
      hint: intakeToasts.tooManyRequests,
      values: { email: 'a@b.co' },
    });
  });
});
