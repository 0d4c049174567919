import { NewsletterModal } from '@civicbrief/forms';
import type { LocationValues } from '@civicbrief/locations';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[3]};

  p {
    margin: 0;
  }
`;

/**
 * The city page's newsletter section: a Subscribe button opening the modal for this city. The place comes from
 * the page's loader (the cities catalogue stays out of the page's JavaScript; the modal's form brings it).
 */
export function NewsletterSlot({ place }: { place: LocationValues }) {
  return (
    <Box>
      <p>{`Get new ${place.city} city council, planning commission and utilities meeting summaries by email.`}</p>
      <NewsletterModal defaults={place} autoClose title={`Subscribe to ${place.city} meeting summaries`} />
    </Box>
  );
}
