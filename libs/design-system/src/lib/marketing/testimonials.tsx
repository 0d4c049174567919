import { styled } from 'styled-components';
import { cardSurface } from '../primitives/interactive';
import { Carousel } from '../widgets/carousel/carousel';
import { listOf, textOf } from './content-props';
import { MarketingSection } from './marketing-section';
import { theme } from '../theme/theme';

export interface Testimonial {
  quote: string;
  name: string;
  role?: string;
  organization?: string;
}

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${theme.space[4]};
  width: min(26rem, 80vw);
  height: 100%;
  margin: 0;
  padding: ${theme.space[6]};
  ${cardSurface}

  &:focus-visible {
    outline-offset: -2px;
  }

  blockquote {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.relaxed};
  }
  blockquote::before {
    content: '“';
  }
  blockquote::after {
    content: '”';
  }
  figcaption {
    color: ${theme.colors.mutedText};
  }
  figcaption strong {
    display: block;
    color: ${theme.colors.text};
  }
`;

export interface TestimonialsProps {
  heading?: string;
  intro?: string;
  items: readonly Testimonial[];
}

const testimonialsOf = (value: unknown): Testimonial[] =>
  listOf(value, (entry) => {
    const quote = textOf(entry['quote'], 800);
    const name = textOf(entry['name'], 120);
    return quote && name
      ? { quote, name, role: textOf(entry['role'], 120), organization: textOf(entry['organization'], 120) }
      : null;
  });

/**
 * Quotes in the design-system Carousel: previous/next buttons and scroll-snap, moving only when the visitor asks
 * (no auto-advance, so nothing to pause), instant under prefers-reduced-motion.
 */
export function Testimonials({ heading, intro, items }: TestimonialsProps) {
  const list = testimonialsOf(items);
  if (list.length === 0) return null;
  const title = textOf(heading, 160) || 'What our customers say';
  return (
    <MarketingSection id="testimonials" heading={title} intro={textOf(intro)}>
      <Carousel
        label="Testimonial slides"
        previousLabel="Previous testimonial"
        nextLabel="Next testimonial"
        gap="1.5rem"
      >
        {list.map((item) => (
          // Focusable, so the keyboard reaches every quote and scrolls it into view (the list itself scrolls).
          <Quote
            key={`${item.name}:${item.quote.slice(0, 24)}`}
            tabIndex={0}
            aria-label={`Testimonial from ${item.name}`}
          >
            <blockquote>{item.quote}</blockquote>
            <figcaption>
              <strong>{item.name}</strong>
              {[item.role, item.organization].filter(Boolean).join(', ')}
            </figcaption>
          </Quote>
        ))}
      </Carousel>
    </MarketingSection>
  );
}
