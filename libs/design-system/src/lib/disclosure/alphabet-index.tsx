import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { hoverHighlight } from '../primitives/interactive';
import { theme } from '../theme/theme';

/** The id of a letter's section, e.g. `letter-a`: give it to the section the index links to. */
export const alphabetAnchorId = (letter: string) => `letter-${letter.toLowerCase()}`;

export const ALPHABET = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

export interface AlphabetIndexProps extends HTMLAttributes<HTMLElement> {
  /** Letters to show, A to Z by default. */
  letters?: readonly string[];
  /** Letters that have entries; the others are shown disabled. */
  available: ReadonlySet<string>;
  label?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cell = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  min-height: 2.25rem;
`;

const LetterLink = styled.a`
  ${cell}
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  ${hoverHighlight}
`;

const LetterDisabled = styled.span`
  ${cell}
  color: ${theme.colors.mutedText};
`;

/** A to Z anchor links to the sections of an alphabetical list (`#letter-a`...). */
export const AlphabetIndex = forwardRef<HTMLElement, AlphabetIndexProps>(function AlphabetIndex(
  { letters = ALPHABET, available, label = 'Alphabetical index', ...rest },
  ref,
) {
  return (
    <nav ref={ref} aria-label={label} {...rest}>
      <List>
        {letters.map((letter) => (
          <li key={letter}>
            {available.has(letter) ? (
              <LetterLink href={`#${alphabetAnchorId(letter)}`}>{letter}</LetterLink>
            ) : (
              <LetterDisabled aria-disabled="true">{letter}</LetterDisabled>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
});
