import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { RenderedLink, type RenderLink } from '../chrome/links';
import { cardCoveringLink, cardSurface } from '../primitives/interactive';
import { theme } from '../theme/theme';

/**
 * The card and, styled from here, its plain parts (one styled element per card, decision 039): the title heading,
 * whose link covers the whole card (one big target, one tab stop), the meta line shown above it, the description.
 */
const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  height: 100%;
  padding: ${theme.space[5]};
  ${cardSurface}

  /* Other controls in the card stay clickable above the title link's cover. */
  :where(a, button, input, select, textarea):not([data-card-title]) {
    position: relative;
    z-index: 1;
  }

  > :is(h2, h3, h4) {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  > :is(h2, h3, h4) > [data-card-title] {
    ${cardCoveringLink}
  }

  > .card-meta {
    order: -1;
    margin: 0;
    color: ${theme.colors.mutedText};
    font-size: ${theme.fontSizes.sm};
  }

  > .card-description {
    color: ${theme.colors.text};
  }
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** Where the title links; without it the title is plain text. */
  href?: string;
  /** Small line above the title (date, category, city count...). */
  meta?: ReactNode;
  description?: ReactNode;
  /** Extra content at the bottom (image, buttons). */
  children?: ReactNode;
  /** Heading level of the title; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderLink;
}

/** A card: title (linked), meta line and description. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, href, meta, description, children, headingLevel = 3, renderLink, ...rest },
  ref,
) {
  const Title = `h${headingLevel}` as const;
  return (
    <Article ref={ref} {...rest}>
      <Title>
        {href ? (
          <RenderedLink href={href} renderLink={renderLink} data-card-title="">
            {title}
          </RenderedLink>
        ) : (
          title
        )}
      </Title>
      {meta && <p className="card-meta">{meta}</p>}
      {description && <div className="card-description">{description}</div>}
      {children}
    </Article>
  );
});
