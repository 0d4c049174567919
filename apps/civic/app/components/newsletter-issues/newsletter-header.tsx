import { Content, Lead, PageTitle, Section, theme, type BreadcrumbItem } from '@civicbrief/design-system';
import { NewsletterModal } from '@civicbrief/forms';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PlaceBreadcrumb } from '../breadcrumbs';
import type { IssueCity } from './issue-view';

const Header = styled.header`
  display: grid;
  gap: ${theme.space[2]};
  margin-block-end: ${theme.space[6]};

  ${Lead} {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
`;

const Link = styled.a`
  color: ${theme.colors.primary};
`;

export interface NewsletterHeaderProps {
  city: IssueCity;
  crumbs: readonly BreadcrumbItem[];
  title: string;
  lead: ReactNode;
  /** A link beside Subscribe (the other newsletter page). */
  link: { href: string; label: ReactNode };
}

/**
 * The head of a city's newsletter pages: breadcrumb, title, lead and the city page's Subscribe button (its native
 * dialog and form are in the server's HTML and post to /subscribe before the app loads).
 */
export function NewsletterHeader({ city, crumbs, title, lead, link }: NewsletterHeaderProps) {
  return (
    <>
      <PlaceBreadcrumb items={crumbs} />
      <Header>
        <PageTitle>{title}</PageTitle>
        <Lead>{lead}</Lead>
        <Actions>
          <NewsletterModal defaults={city.place} autoClose title={`Subscribe to ${city.name} meeting summaries`} />
          <Link href={link.href}>{link.label}</Link>
        </Actions>
      </Header>
    </>
  );
}

/** A city's newsletter page: its section, the header, then the page's own content. */
export function NewsletterPage({ children, ...header }: NewsletterHeaderProps & { children: ReactNode }) {
  return (
    <Section>
      <Content>
        <NewsletterHeader {...header} />
        {children}
      </Content>
    </Section>
  );
}
