'use client';

import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../primitives/button';
import { textOf } from './content-props';
import { MarketingSection } from './marketing-section';

/** The CRM's (HubSpot) hosted forms loader; it renders the form into the target element. */
export const CRM_FORMS_LOADER = 'https://js.hsforms.net/forms/embed/v2.js';

/** Ids of one hosted form, from the app's public environment. */
export interface CrmFormIds {
  portalId: string;
  formId: string;
  /** The account's data region, e.g. 'na1' or 'eu1'. */
  region?: string;
}

/** Ids as the CRM issues them (a numeric portal, a UUID form, a short region); anything else is not configured. */
export function validCrmFormIds(ids: Partial<CrmFormIds> | null | undefined): CrmFormIds | null {
  const portalId = ids?.portalId?.trim() ?? '';
  const formId = ids?.formId?.trim() ?? '';
  const region = ids?.region?.trim();
  if (!/^\d{1,12}$/.test(portalId) || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(formId))
    return null;
  return { portalId, formId, ...(region && /^[a-z]{2,3}\d{0,2}$/.test(region) ? { region } : {}) };
}

type CrmWindow = Window & { hbspt?: { forms?: { create: (options: Record<string, unknown>) => void } } };

let loader: Promise<void> | null = null;

function loadCrmForms(): Promise<void> {
  loader ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CRM_FORMS_LOADER;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loader = null;
      reject(new Error('The CRM forms loader did not load'));
    };
    document.body.appendChild(script);
  });
  return loader;
}

const Target = styled.div`
  min-height: 12rem;
  max-width: 40rem;
`;

export interface CrmFormEmbedProps {
  heading?: string;
  intro?: string;
  /** Configured ids; without them only the link to the contact form shows. */
  ids?: CrmFormIds | null;
  /** Where to go without the embed (no ids, no JavaScript, the loader blocked). */
  fallbackHref?: string;
  fallbackLabel?: string;
}

/**
 * The CRM's hosted free-trial form. The loader script is fetched only when this block is on the page and its ids
 * are configured, after hydration; the server renders the link to the contact form, which stays for visitors
 * without JavaScript and replaces the embed when the loader fails.
 */
export function CrmFormEmbed({
  heading,
  intro,
  ids,
  fallbackHref = '/contact#contact-form',
  fallbackLabel,
}: CrmFormEmbedProps) {
  const valid = validCrmFormIds(ids);
  const targetId = valid ? `crm-form-${valid.formId}` : '';
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    if (!valid) return undefined;
    let cancelled = false;
    setState('loading');
    loadCrmForms()
      .then(() => {
        if (cancelled) return;
        (window as CrmWindow).hbspt?.forms?.create({ ...valid, target: `#${targetId}` });
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
    // The ids are strings: the effect runs again only when they change, not on every new object.
  }, [valid?.portalId, valid?.formId, valid?.region]);

  const embedded = valid && state !== 'failed' && state !== 'idle';
  return (
    <MarketingSection id="free-trial" heading={textOf(heading, 160) || 'Start a free trial'} intro={textOf(intro)}>
      {embedded ? <Target id={targetId} aria-busy={state === 'loading'} /> : null}
      <div>
        <Button as="a" href={fallbackHref} $variant={embedded ? 'secondary' : 'primary'} $size="lg">
          {textOf(fallbackLabel, 80) ||
            (embedded ? 'Prefer to talk to us? Use our contact form' : 'Ask for a free trial')}
        </Button>
      </div>
    </MarketingSection>
  );
}
