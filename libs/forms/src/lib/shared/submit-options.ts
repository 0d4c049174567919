import type { IntakeCallOptions } from '@civicbrief/gateway-client';

/** How a form is sent: for which browser (a Remix action passes its address) and what the honeypot held. */
export interface SubmitOptions extends IntakeCallOptions {
  /** The honeypot's value: when filled, a bot sent the form; it is answered as a success and nothing is sent. */
  trap?: string;
}

/** How a lead (onboarding, real-estate demo) is sent: from which page too. */
export interface LeadSubmitOptions extends SubmitOptions {
  /** The page the form was sent from (spec: source). */
  source: string;
}
