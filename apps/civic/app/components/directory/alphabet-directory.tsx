import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  alphabetAnchorId,
  AlphabetIndex,
  theme,
} from '@civicbrief/design-system';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import type { LetterGroup, PlaceEntry } from './letter-groups';
import { LinkGrid } from './link-grid';

const Item = styled(AccordionItem)`
  scroll-margin-top: 120px;
`;

const Count = styled.span`
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.mutedText};
`;

const Kind = styled.h4`
  margin-block: ${theme.space[2]} ${theme.space[1]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.mutedText};
`;

function PlaceList({ title, entries }: { title: string; entries: PlaceEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      <Kind>{title}</Kind>
      <LinkGrid $columnWidth="12rem" $gap={1}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link to={entry.href}>{entry.name}</Link>
          </li>
        ))}
      </LinkGrid>
    </>
  );
}

const summary = (group: LetterGroup) =>
  [
    group.counties.length > 0 && `${group.counties.length} ${group.counties.length === 1 ? 'county' : 'counties'}`,
    group.cities.length > 0 && `${group.cities.length} ${group.cities.length === 1 ? 'city' : 'cities'}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * A to Z anchor links over one accordion item (a `<details>`) per letter. Every item starts open, so the whole
 * directory reads and its anchors land; letters fold away natively, before or without the app's JavaScript.
 */
export function AlphabetDirectory({ groups }: { groups: LetterGroup[] }) {
  return (
    <>
      <AlphabetIndex available={new Set(groups.map((group) => group.letter))} label="Counties and cities A to Z" />
      <Accordion>
        {groups.map((group) => (
          <Item key={group.letter} id={alphabetAnchorId(group.letter)} defaultOpen>
            <AccordionTrigger>
              <span>
                {group.letter} <Count>({summary(group)})</Count>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <PlaceList title="Counties" entries={group.counties} />
              <PlaceList title="Cities" entries={group.cities} />
            </AccordionContent>
          </Item>
        ))}
      </Accordion>
    </>
  );
}
