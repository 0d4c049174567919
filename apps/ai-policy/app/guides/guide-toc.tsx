import { printHidden, theme, TocNavigator, type TocSection, useSectionInView } from '@civicbrief/design-system';
import { useEffect, useMemo, useRef } from 'react';
import { styled } from 'styled-components';

/** A heading counts as in view when this much of it shows (the sub-navigation's threshold, spec §9). */
const IN_VIEW_THRESHOLD = 0.25;

/** The ids the navigator links to, in document order: each topic's sections, or the topic itself when it has none. */
export function tocTargets(toc: readonly TocSection[]): string[] {
  return toc.flatMap((group) =>
    group.items.length > 0 ? group.items.map((item) => item.id) : group.id ? [group.id] : [],
  );
}

const Navigator = styled(TocNavigator)`
  ${printHidden}

  a[aria-current='location'] {
    background: ${theme.colors.primarySubtle};
    box-shadow: inset 3px 0 0 ${theme.colors.primary};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

function scrollAreaOf(element: HTMLElement, root: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * The guide's topic navigator (the design system's TocNavigator: a dropdown on small screens, an accordion on
 * large ones, sticky at 80px and 100px) with the section in view highlighted: its link is marked
 * `aria-current="location"` and the dropdown shows it. The navigator itself renders once per table of contents,
 * so the dropdown keeps what this sets until the reader picks another section.
 */
export function GuideToc({ toc }: { toc: readonly TocSection[] }) {
  const ref = useRef<HTMLElement>(null);
  const targets = useMemo(() => tocTargets(toc), [toc]);
  const active = useSectionInView(targets, IN_VIEW_THRESHOLD);
  const navigator = useMemo(() => <Navigator ref={ref} toc={toc} title="Topics" />, [toc]);

  useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    for (const link of nav.querySelectorAll('a[aria-current]')) link.removeAttribute('aria-current');
    if (!active) return;
    const link = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].find(
      (anchor) => anchor.hash === `#${encodeURIComponent(active)}`,
    );
    if (link) {
      link.setAttribute('aria-current', 'location');
      // Keep the highlighted entry inside the list's own scroll area (at most 360px high), never scrolling the page.
      const area = scrollAreaOf(link, nav);
      if (area) {
        const offset = link.getBoundingClientRect().top - area.getBoundingClientRect().top;
        if (offset < 0 || offset + link.offsetHeight > area.clientHeight)
          area.scrollTop += offset - area.clientHeight / 3;
      }
    }
    const select = nav.querySelector('select');
    if (select && [...select.options].some((option) => option.value === active)) select.value = active;
  }, [active]);

  return navigator;
}
