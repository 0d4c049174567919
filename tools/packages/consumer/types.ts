// Type-checked with `moduleResolution: nodenext` and strict: every package's types resolve as Node resolves them.
import type { ContentClient } from '@civicbrief/content-client';
import { NewsletterFormInput } from '@civicbrief/contracts';
import type { CardProps } from '@civicbrief/design-system';
import type { NewsletterFormProps } from '@civicbrief/forms';
import type { GatewayClient } from '@civicbrief/gateway-client';
import { stateCode } from '@civicbrief/locations';
import type { SubscriptionSurveyProps } from '@civicbrief/surveys';

export const code: string | null = stateCode('Texas');
export const parsed = NewsletterFormInput.safeParse({});
export type Used = [ContentClient, CardProps, NewsletterFormProps, GatewayClient, SubscriptionSurveyProps];
