import { styled } from 'styled-components';
import { PlainTabs } from '../disclosure/plain-tabs';
import { listOf, safeImageSrc, textOf } from './content-props';
import { MarketingSection } from './marketing-section';
import { theme } from '../theme/theme';

export interface TabItem {
  label: string;
  title?: string;
  text?: string;
  image?: { src: string; alt?: string };
}

const Panel = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: center;

  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-block-end: ${theme.space[2]};
  }
  p {
    line-height: ${theme.lineHeights.relaxed};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
    border: 1px solid ${theme.colors.border};
  }
`;

const tabsOf = (value: unknown): TabItem[] =>
  listOf(
    value,
    (entry) => {
      const label = textOf(entry['label'], 60);
      if (!label) return null;
      const image = entry['image'] as Record<string, unknown> | undefined;
      const src = safeImageSrc(image?.['src']);
      return {
        label,
        title: textOf(entry['title'], 160),
        text: textOf(entry['text'], 1200),
        image: src ? { src, alt: textOf(image?.['alt'], 200) } : undefined,
      };
    },
    8,
  );

export interface TabbedBlockProps {
  heading?: string;
  intro?: string;
  tabs: readonly TabItem[];
}

/**
 * Tabs with a label and optional title, text and image (plain tabs: arrow keys, Home and End move between tabs, Tab
 * enters the panel). Rendered on the server with the first tab open, which is the list's tab stop even before the
 * page hydrates, so the list's scroll region on a phone is reachable by keyboard (axe: scrollable-region-focusable).
 */
export function TabbedBlock({ heading, intro, tabs }: TabbedBlockProps) {
  const list = tabsOf(tabs);
  if (list.length === 0) return null;
  const name = textOf(heading, 160);
  const panels = list.map((tab) => ({
    label: tab.label,
    panel: (
      <Panel>
        <div>
          {tab.title ? <h3>{tab.title}</h3> : null}
          {tab.text ? <p>{tab.text}</p> : null}
        </div>
        {tab.image ? <img src={tab.image.src} alt={tab.image.alt ?? ''} loading="lazy" decoding="async" /> : null}
      </Panel>
    ),
  }));
  return (
    <MarketingSection id="tabs" heading={name || undefined} intro={textOf(intro)} tone="surface">
      <PlainTabs label={name || 'Topics'} tabs={panels} />
    </MarketingSection>
  );
}
