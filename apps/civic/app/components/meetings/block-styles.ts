import styled from 'styled-components';

/** Shared look of the meeting page's content blocks. */
export const BlockSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-block: ${({ theme }) => theme.space[8]};
`;

export const BlockHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const BlockList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BlockCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Term and value pairs of a card. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;
