import { searchKinds, searchMeetingTypes, type SearchTextPart } from '@civicbrief/contracts';
import { theme } from '@civicbrief/design-system';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import type { SearchResultItem } from './search-types';

const List = styled.ol`
  display: grid;
  gap: ${theme.space[4]};
  margin: ${theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  mark {
    padding: 0 0.1em;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.primarySubtle};
    color: inherit;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.tight};

  a {
    color: ${theme.colors.primary};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

const Snippet = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.text};
  line-height: ${theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

/** Text with the matched words in `<mark>`: React escapes every part, so nothing in a page or a query is markup. */
export function MarkedText({ parts }: { parts: SearchTextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

function ResultMeta({ item }: { item: SearchResultItem }) {
  const labels = [
    item.kind ? searchKinds[item.kind] : null,
    item.meetingType ? searchMeetingTypes[item.meetingType] : null,
    item.place,
  ].filter(Boolean);
  return (
    <Meta>
      {labels.map((label) => (
        <span key={label}>{label}</span>
      ))}
      {item.date && item.dateTime && <time dateTime={item.dateTime}>{item.date}</time>}
    </Meta>
  );
}

/** One page of results, as an ordered list starting at its rank. */
export function SearchResults({ items, start }: { items: SearchResultItem[]; start: number }) {
  return (
    <List start={start}>
      {items.map((item) => (
        <Item key={item.href}>
          <article>
            <Title>
              <Link to={item.href}>
                <MarkedText parts={item.title} />
              </Link>
            </Title>
            <ResultMeta item={item} />
            {item.snippet.length > 0 && (
              <Snippet>
                <MarkedText parts={item.snippet} />
              </Snippet>
            )}
          </article>
        </Item>
      ))}
    </List>
  );
}
