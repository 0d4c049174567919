import { VisuallyHidden } from '../primitives/visually-hidden';
import { css, styled } from 'styled-components';
import { cardSurface } from '../primitives/interactive';
import { itemsOf, textOf, type MarketingItem } from './content-props';
import { MarketingSection } from './marketing-section';
import { theme } from '../theme/theme';

type Accent = 'card' | 'check' | 'rule';

const Grid = styled.ul<{ $columns: string }>`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $columns }) => $columns}), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const accents = {
  card: css`
    ${cardSurface}
    padding: ${theme.space[6]};
  `,
  // A check mark before the title: what a customer gets.
  check: css`
    padding: ${theme.space[5]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    h3::before {
      content: '✓ ';
      color: ${theme.colors.success};
    }
  `,
  // A coloured rule on the left: a situation and what CivicBrief does about it.
  rule: css`
    padding: ${theme.space[2]} ${theme.space[5]};
    border-inline-start: 4px solid ${theme.colors.primary};
  `,
} satisfies Record<Accent, ReturnType<typeof css>>;

const Item = styled.li<{ $accent: Accent }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  ${({ $accent }) => accents[$accent]}

  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    color: ${theme.colors.mutedText};
  }
  a {
    margin-top: auto;
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

export interface ItemSectionProps {
  heading?: string;
  intro?: string;
  items: readonly MarketingItem[];
}

function ItemSection({
  id,
  fallbackHeading,
  accent,
  tone,
  columns,
  heading,
  intro,
  items,
}: ItemSectionProps & {
  id: string;
  fallbackHeading: string;
  accent: Accent;
  tone: 'plain' | 'surface';
  columns: string;
}) {
  const list = itemsOf(items);
  if (list.length === 0) return null;
  return (
    <MarketingSection id={id} heading={textOf(heading, 160) || fallbackHeading} intro={textOf(intro)} tone={tone}>
      <Grid $columns={columns}>
        {list.map((item) => (
          <Item key={item.title} $accent={accent}>
            <h3>{item.title}</h3>
            {item.description ? <p>{item.description}</p> : null}
            {item.href ? (
              <a href={item.href}>
                {item.linkLabel ?? 'Learn more'}
                <VisuallyHidden> about {item.title}</VisuallyHidden>
              </a>
            ) : null}
          </Item>
        ))}
      </Grid>
    </MarketingSection>
  );
}

/** Who CivicBrief is for: one card per industry, with a link to its page when there is one. */
export const Industries = (props: ItemSectionProps) => (
  <ItemSection
    {...props}
    id="industries"
    fallbackHeading="Who it is for"
    accent="card"
    tone="surface"
    columns="20rem"
  />
);

/** What a customer gets: the products, each with a check mark. */
export const Offerings = (props: ItemSectionProps) => (
  <ItemSection
    {...props}
    id="offerings"
    fallbackHeading="What we offer"
    accent="check"
    tone="surface"
    columns="15rem"
  />
);

/** Situations the product is used in and what it does there. */
export const UseCases = (props: ItemSectionProps) => (
  <ItemSection {...props} id="use-cases" fallbackHeading="Use cases" accent="rule" tone="plain" columns="18rem" />
);
