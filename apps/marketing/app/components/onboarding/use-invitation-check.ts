import { browserClient } from '@civicbrief/forms';
import { useEffect, useState } from 'react';

export type InvitationStatus = 'none' | 'checking' | 'known' | 'unknown';

export interface Invitation {
  status: InvitationStatus;
  firstName: string | null;
}

type Answer = Invitation & { id: string };

/**
 * The `id` of an onboarding link, checked from the browser (GET customersAttributes): 'checking' until the
 * answer, then 'known' (the person is on file) or 'unknown' (404, and any failure: spec §8 says lookup
 * errors are not shown). `id` null means there is nothing to check in the browser.
 */
export function useInvitationCheck(id: string | null): Invitation {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!id) return;
    let current = true;
    browserClient()
      .customerAttributes(id)
      .then(
        (found) =>
          ({
            id,
            status: found ? 'known' : 'unknown',
            firstName: found?.customer.attributes.first_name ?? null,
          }) as const,
      )
      .catch(() => ({ id, status: 'unknown', firstName: null }) as const)
      .then((next) => {
        if (current) setAnswer(next);
      });
    return () => {
      current = false;
    };
  }, [id]);
  if (!id) return { status: 'none', firstName: null };
  return answer?.id === id
    ? { status: answer.status, firstName: answer.firstName }
    : { status: 'checking', firstName: null };
}
