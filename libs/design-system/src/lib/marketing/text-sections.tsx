'use client';

import { useId } from 'react';
import { styled } from 'styled-components';
import { Content, Prose, Section } from '../page/page-parts';
import { listOf, stringsOf, textOf } from './content-props';
import { theme } from '../theme/theme';

export interface TextSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** An address to write to, shown as a mail link after the text. */
  email?: string;
}

// The Prose styles, aligned with the other sections' content (inside Content) instead of centred on their own.
const Text = styled(Prose)`
  margin-inline: 0;
  padding-inline: 0;
  max-width: 50rem;

  > h2 {
    font-size: ${theme.fontSizes['2xl']};
    line-height: ${theme.lineHeights.tight};
    margin-block: 0 ${theme.space[4]};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-block: ${theme.space[6]} ${theme.space[2]};
  }
`;

const Updated = styled.p`
  color: ${theme.colors.mutedText};
`;

const EMAIL = /^[^\s@<>"?&]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

const sectionsOf = (value: unknown) =>
  listOf(
    value,
    (entry) => {
      const heading = textOf(entry['heading'], 160);
      const email = textOf(entry['email'], 254);
      return heading
        ? {
            heading,
            paragraphs: stringsOf(entry['paragraphs'], 12),
            items: stringsOf(entry['items'], 20, 400),
            email: EMAIL.test(email) ? email : '',
          }
        : null;
    },
    24,
  );

export interface TextSectionsProps {
  heading: string;
  /** 1 on a page of text (legal pages), 2 under another block's h1 (the about page). */
  headingLevel?: 1 | 2;
  intro?: string;
  /** 'Last updated' line, as written. */
  updated?: string;
  sections: readonly TextSection[];
}

/** A page of plain text: sections of paragraphs and bullet points (legal pages, the story on the about page). */
export function TextSections({ heading, headingLevel = 2, intro, updated, sections }: TextSectionsProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Content>
        <Text>
          <Heading id={headingId}>{textOf(heading, 160)}</Heading>
          {updated ? <Updated>{textOf(updated, 80)}</Updated> : null}
          {intro ? <p>{textOf(intro, 1200)}</p> : null}
          {sectionsOf(sections).map((section) => (
            <div key={section.heading}>
              <Sub>{section.heading}</Sub>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.items.length > 0 ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.email ? (
                <p>
                  Write to us at <a href={`mailto:${section.email}`}>{section.email}</a>.
                </p>
              ) : null}
            </div>
          ))}
        </Text>
      </Content>
    </Section>
  );
}
