import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

/** Shared look of the meeting page's content blocks. */
export const BlockSection = styled.section`
  display: grid;
  gap: ${theme.space[4]};
  margin-block: ${theme.space[8]};
`;

export const BlockHeading = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

export const BlockList = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BlockCard = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  align-content: start;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};

  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`;

/** Term and value pairs of a card. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;

  dt {
    color: ${theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;
