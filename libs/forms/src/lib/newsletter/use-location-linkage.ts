'use client';

import { pickCity, pickCounty, pickState, type LocationValues } from '@civicbrief/locations';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { NewsletterFormValues } from './newsletter-values';

const PLACE_FIELDS = ['city', 'county', 'state'] as const;
type PlaceField = (typeof PLACE_FIELDS)[number];

const isPlaceField = (name: string | undefined): name is PlaceField => PLACE_FIELDS.includes(name as PlaceField);

/**
 * Spec §4 "Form field linkage": a person's change of city, county or state updates the other two.
 * Only user changes ('change' events) trigger it, so the values it sets do not start it again.
 */
export function useLocationLinkage(form: UseFormReturn<NewsletterFormValues>): void {
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change' || !isPlaceField(name)) return;
      const current: LocationValues = {
        city: values.city ?? '',
        county: values.county ?? '',
        state: values.state ?? '',
      };
      const pick = name === 'city' ? pickCity : name === 'county' ? pickCounty : pickState;
      const next = pick(current, current[name]);
      for (const field of PLACE_FIELDS) {
        if (next[field] === current[field]) continue;
        // A cleared field reads as an error right away only once the person has been there.
        const { isTouched } = form.getFieldState(field);
        form.setValue(field, next[field], {
          shouldDirty: true,
          shouldValidate: isTouched || form.formState.isSubmitted,
        });
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
