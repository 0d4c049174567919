import { useHydrated } from '@civicbrief/design-system';
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { blockViewAtHand, loadBlockView, type BlockViewProps, type BlockViews } from './block-views';
import type { WidgetName } from './widget-calls';

const ATTRIBUTE = 'data-block-view';

/** The server's HTML of a block, read once while the page hydrates (never on a later page, whose DOM is not ours). */
function serverHtmlOf(name: WidgetName, hydrating: boolean): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  return document.querySelector(`[${ATTRIBUTE}="${name}"]`)?.innerHTML ?? null;
}

export interface BlockViewOptions<K extends WidgetName> {
  name: K;
  props: BlockViewProps[K];
  /** The block is near the viewport: time to load its code. */
  near: boolean;
}

/**
 * One city block's view, whose code loads only when the block nears the viewport. The server renders the view
 * itself. While the page hydrates, the server's HTML stays as it is (inert HTML, the same DOM, so hydration
 * matches) until the block comes near; then the view's chunk is imported and takes over with the current props.
 * On a page reached in the browser there is no server HTML, so the view loads at once.
 */
export function BlockView<K extends WidgetName>({ name, props, near }: BlockViewOptions<K>) {
  const hydrated = useHydrated();
  const [serverHtml] = useState(() => serverHtmlOf(name, !hydrated));
  const [loaded, setLoaded] = useState<BlockViews[K] | undefined>(undefined);
  const View = loaded ?? blockViewAtHand(name);
  const wanted = near || serverHtml === null;

  useEffect(() => {
    if (View || !wanted || typeof document === 'undefined') return undefined;
    let live = true;
    loadBlockView(name).then(
      (view) => live && setLoaded(() => view),
      // A chunk that cannot be fetched (offline, a new deploy): the server's HTML stays, with its reload link.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [View, wanted, name]);

  if (View) {
    return <div {...{ [ATTRIBUTE]: name }}>{createElement(View as ComponentType<BlockViewProps[K]>, props)}</div>;
  }
  return <div {...{ [ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }} />;
}
