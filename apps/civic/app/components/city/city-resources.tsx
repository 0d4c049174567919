import { ErrorState, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { renderSiteLink } from '../site-link';
import type { CityResourcesData } from './city-resources.server';

const Links = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  padding-inline-start: ${theme.space[6]};

  a {
    color: ${theme.colors.primary};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.mutedText};
`;

/** Links to the city's municipal code and resource sheets, whichever exist. */
export function CityResources({
  data,
  cityName,
  retryHref,
}: {
  data: CityResourcesData;
  cityName: string;
  retryHref: string;
}) {
  if (data.error !== null) return <ErrorState message={data.error} retryHref={retryHref} />;
  const links = [
    ...(data.municipalCode ? [{ title: `${cityName} municipal code`, href: data.municipalCode }] : []),
    ...data.resources,
  ];
  if (links.length === 0) return <Muted>No municipal code or resource sheets for {cityName} yet.</Muted>;
  return (
    <Links>
      {links.map((link) => (
        <li key={link.href}>{renderSiteLink({ href: link.href, children: link.title })}</li>
      ))}
    </Links>
  );
}
