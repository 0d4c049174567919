import { gatewayFor, type RequestGateway } from '@civicbrief/gateway-client/server';
import type { ActionFunctionArgs } from '@remix-run/node';
import type * as z from 'zod/mini';
import { trapOf } from '../honeypot';
import { parseSubmission, type FormResult, type FormValuesOptions } from '../parse-form';
import { formResponse } from './form-response';

/** What a form's submit gets in its action: the parsed values and the request's gateway client. */
export interface IntakeSubmission<TData> {
  data: TData;
  /** The gateway for this request: it names the visitor and carries its cookies (gateway-client/server). */
  client: RequestGateway;
  request: Request;
  /** The post as sent: fields the schema leaves out (a signed link's hidden token) are read from it. */
  formData: FormData;
  /** The page the form was sent from (spec: source). */
  source: string;
  /** What the honeypot held ('' for people). */
  trap: string;
}

/** The page a form was sent from (spec: source), from the Referer the browser sends on same-origin posts. */
export function sourceOf(request: Request): string {
  return request.headers.get('referer') ?? new URL(request.url).pathname;
}

/**
 * A form route's action, for a browser without JavaScript: validates the post with the form's contracts
 * schema (the browser's checks, again on the server), runs the form's own submit with the request's
 * gateway client, and answers the FormResult (field errors, the failure alert, or the success).
 */
export function intakeAction<S extends z.core.$ZodType, TResult extends FormResult>(
  schema: S,
  submit: (submission: IntakeSubmission<z.infer<S>>) => Promise<TResult>,
  options: FormValuesOptions = {},
) {
  return async ({ request }: ActionFunctionArgs) => {
    const formData = await request.formData();
    const parsed = parseSubmission(schema, formData, options);
    if (!parsed.ok) return formResponse(parsed.result);
    const client = gatewayFor(request);
    return formResponse(
      await submit({ data: parsed.data, client, request, formData, source: sourceOf(request), trap: trapOf(formData) }),
    );
  };
}

/**
 * Refuses a form post from another site (login CSRF): browsers send Origin on POST, and it must be this
 * site's scheme, host and port (the request URL carries the browser's Host and protocol, which the gateway
 * forwards): `http://site` is not `https://site`. A request without Origin (old clients, non-browser tools) passes.
 */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    const from = new URL(origin);
    const self = new URL(request.url);
    return from.protocol === self.protocol && from.host === self.host;
  } catch {
    return false;
  }
}
