'use client';

import { createElement, useMemo, useState, type ComponentType, type RefObject } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { JS_ONLY } from './carry-over';
import type { LazyComponent } from './lazy-component';
import { useDeferredLoad } from './use-deferred-load';

const ATTRIBUTE = 'data-deferred-view';

/** The server's HTML of the view, read once while the page hydrates (never on a later page, whose DOM is not ours). */
function serverHtmlOf(name: string, hydrating: boolean): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  return document.querySelector(`[${ATTRIBUTE}="${name}"]`)?.innerHTML ?? null;
}

export interface DeferredViewProps<P> {
  /** Names the view's container (`data-deferred-view`): one per page, a plain token. */
  name: string;
  /** The view's code (`lazyComponent`); the server entry gives it at once with `provide`. */
  view: LazyComponent<P>;
  props: P;
  /**
   * An element whose approach loads the view instead of the view's own: for a view out of sight until a tap shows
   * it (a closed dialog's form loads as its opening button nears the viewport, so the tap fetches nothing).
   */
  near?: RefObject<Element>;
  /**
   * The server's HTML works alone on this page (a native video player, a link): its code is not loaded for it,
   * only on a page reached in the browser, which has no server HTML.
   */
  serverHtmlSuffices?: boolean;
}

/**
 * A part of the page whose code loads as it nears the viewport or when the visitor first reaches for it (decision
 * 021's budget: not with the page), for a
 * part too big to ship with every page and not a single control (a whole form with its validation, its place lists
 * and its dialog). The server renders the view itself (`view.provide` in entry.server). While the page hydrates the
 * server's HTML stays as it is: the container renders that same HTML back (`dangerouslySetInnerHTML`, no Suspense
 * boundary to be left dehydrated, React #421) and nothing in it is live yet; a form in it posts to its action as
 * without JavaScript. A pointer over it, a touch, a focus or a key inside it downloads the code; then the view takes
 * over with its props, given what was typed or ticked meanwhile and the focus (with the caret) where it was, and a
 * press on a control only the code runs (a tab, a carousel's arrow) is pressed again in the view. The
 * swap waits for a press under way to be released, so the click that follows reaches the element it began on.
 * On a page reached in the browser there is no server HTML: the code loads at once (once per visit). A chunk that
 * cannot be fetched leaves the server's HTML (working as without JavaScript) and is tried again on the next reach.
 */
export function DeferredView<P extends object>({
  name,
  view,
  props,
  near,
  serverHtmlSuffices = false,
}: DeferredViewProps<P>) {
  const hydrating = !useHydrated();
  const [serverHtml] = useState(() => serverHtmlOf(name, hydrating));
  const { View, container, start, press, leftFields, pressedControl } = useDeferredLoad(view, serverHtml, {
    near,
    serverHtmlSuffices,
  });

  // The same element while View and props stay: a render of the parent (a modal opening) does not render the view again.
  const rendered = useMemo(() => (View ? createElement(View as ComponentType<P>, props) : null), [View, props]);
  const attributes = { [ATTRIBUTE]: name };
  if (serverHtml !== null && serverHtmlSuffices && !rendered)
    return <div ref={container} {...attributes} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  if (rendered) {
    return (
      <div ref={container} {...attributes}>
        {rendered}
      </div>
    );
  }
  return (
    <div
      ref={container}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
      onPointerOver={start}
      onFocus={start}
      onBlur={(event) => {
        if (event.target.matches('input,select,textarea')) leftFields.current.add(event.target);
      }}
      onTouchStart={start}
      onClick={(event) => {
        if (event.target instanceof Element) pressedControl.current = event.target.closest(JS_ONLY);
      }}
      onPointerDown={(event) => {
        if (event.nativeEvent.isTrusted) press();
        start();
      }}
      onKeyDown={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && event.nativeEvent.isTrusted) press();
        start();
      }}
      onInput={start}
    />
  );
}
