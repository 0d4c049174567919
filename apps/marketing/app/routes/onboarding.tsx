import { OnboardingFormInput } from '@civicbrief/contracts';
import { useHydrated } from '@civicbrief/design-system';
import { submitOnboarding, type FormResult } from '@civicbrief/forms';
import { formRouteHeaders, intakeAction, privateHeaders } from '@civicbrief/forms/server';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import {
  OnboardingIntro,
  OnboardingModal,
  OnboardingSection,
  useInvitationCheck,
  WelcomeBack,
  type Invitation,
} from '../components/onboarding';

/**
 * /onboarding[?id=…]: the onboarding page for public officials. The browser checks a link's id itself (with
 * a spinner); a browser without JavaScript is sent back with `lookup=server`, and then this loader checks it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const id = query.get('id')?.trim() || null;
  if (!id || query.get('lookup') !== 'server') return json({ id, checked: null });
  // Spec §8: subscriber lookup errors are not shown; the form is offered as for an unknown person.
  const found = await gatewayFor(request)
    .customerAttributes(id)
    .catch(() => null);
  const checked: Invitation = {
    status: found ? 'known' : 'unknown',
    firstName: found?.customer.attributes.first_name ?? null,
  };
  return json({ id, checked }, { headers: privateHeaders });
}

/** The onboarding form posted by a browser without JavaScript: the same schema and the same call. */
export const action = intakeAction(
  OnboardingFormInput,
  ({ client, data, source, trap }) => submitOnboarding(client, data, { source, trap }),
  {
    booleans: ['terms', 'manual'],
  },
);

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: 'Onboard your municipality | CivicBrief' },
  {
    name: 'description',
    content:
      'Public officials: ask CivicBrief to onboard your municipality, so residents get clear summaries of your public meetings.',
  },
];

export default function Onboarding() {
  const { id, checked } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  const hydrated = useHydrated();
  const browserCheck = useInvitationCheck(checked ? null : id);
  const invitation = checked ?? browserCheck;
  const [open, setOpen] = useState(true);
  const known = invitation.status === 'known';

  return (
    <>
      <OnboardingIntro
        onStart={hydrated ? () => setOpen(true) : undefined}
        notice={known ? <WelcomeBack firstName={invitation.firstName} /> : undefined}
      />
      {known ? null : (
        <OnboardingSection
          hydrated={hydrated}
          onOpen={() => setOpen(true)}
          result={result}
          uncheckedId={checked ? null : id}
        />
      )}
      {/* Open by default (spec §2); it closes, skipping the form, once the id is known. */}
      <OnboardingModal
        open={hydrated && open && !known}
        onOpenChange={setOpen}
        checking={invitation.status === 'checking'}
      />
    </>
  );
}
