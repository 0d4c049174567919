import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { RenderedLink, type RenderLink } from '../chrome/links';
import { theme } from '../theme/theme';

export interface BreadcrumbItem {
  label: string;
  href?: string;
  /** The entry's page does not exist: shown as muted text, not a link. */
  disabled?: boolean;
}

export interface BreadcrumbProps extends HTMLAttributes<HTMLElement> {
  /** The entries after home (county, city, summary...); the last one is the current page. */
  items: readonly BreadcrumbItem[];
  homeLabel?: string;
  homeHref?: string;
  renderLink?: RenderLink;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: ${theme.space[3]} 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
`;

const Entry = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

const Separator = styled.span`
  color: ${theme.colors.mutedText};
`;

const CrumbLink = styled(RenderedLink)`
  color: ${theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;

  &[aria-current='page'] {
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const CrumbText = styled.span`
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};

  &[aria-disabled='true'] {
    color: ${theme.colors.mutedText};
    font-weight: ${theme.fontWeights.regular};
    cursor: not-allowed;
  }
`;

/** WAI-ARIA breadcrumb: home ('Gov Home'), then county, city, summary; the last entry is the current page. */
export const Breadcrumb = forwardRef<HTMLElement, BreadcrumbProps>(function Breadcrumb(
  { items, homeLabel = 'Gov Home', homeHref = '/', renderLink, ...rest },
  ref,
) {
  const entries: BreadcrumbItem[] = [{ label: homeLabel, href: homeHref }, ...items];
  return (
    <nav aria-label="Breadcrumb" ref={ref} {...rest}>
      <List>
        {entries.map((entry, index) => {
          const current = index === entries.length - 1 ? ('page' as const) : undefined;
          return (
            <Entry key={`${index}-${entry.label}`}>
              {index > 0 && <Separator aria-hidden="true">/</Separator>}
              {entry.href && !entry.disabled ? (
                <CrumbLink href={entry.href} renderLink={renderLink} aria-current={current}>
                  {entry.label}
                </CrumbLink>
              ) : (
                <CrumbText aria-current={current} aria-disabled={entry.disabled ? 'true' : undefined}>
                  {entry.label}
                </CrumbText>
              )}
            </Entry>
          );
        })}
      </List>
    </nav>
  );
});
