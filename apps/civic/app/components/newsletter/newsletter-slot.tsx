import { NewsletterModal } from '@civicbrief/forms';
import { placeOfPath } from '@civicbrief/locations';
import styled from 'styled-components';
import { theme } from '@civicbrief/design-system';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[3]};

  p {
    margin: 0;
  }
`;

/** The city page's newsletter section: a Subscribe button opening the modal for this city. */
export function NewsletterSlot({ name, path }: { name: string; path: string }) {
  return (
    <Box>
      <p>{`Get new ${name} city council, planning commission and utilities meeting summaries by email.`}</p>
      <NewsletterModal defaults={placeOfPath(path).place} autoClose title={`Subscribe to ${name} meeting summaries`} />
    </Box>
  );
}
