import { DeferredView, lazyComponent, useHydrated, type LazyComponent } from '@civicbrief/design-system';
import { lazy, Suspense, useEffect, useId, useState, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a block's props come from content, as BlockRegistry says
type AnyBlock = ComponentType<any>;

const forms = () => import('./demo-forms');
const view = (load: () => Promise<AnyBlock>): LazyComponent<Record<string, unknown>> => lazyComponent(load);

/**
 * The blocks whose code is not in the page's first-use JavaScript (decision 021): the forms (react-hook-form, zod
 * and the form layer) and the blocks with behaviour (carousel, tabs, player, CRM loader), each its own chunk.
 */
const views = {
  Testimonials: view(() => import('./testimonials-block').then((module) => module.Testimonials)),
  Video: view(() => import('./video-block').then((module) => module.VideoBlock)),
  TabbedBlock: view(() => import('./tabbed-block').then((module) => module.TabbedBlock)),
  CrmForm: view(() => import('./crm-form-block').then((module) => module.CrmFormBlock)),
  BookDemoPanel: view(() => forms().then((module) => module.BookDemoPanelBlock)),
  ContactForm: view(() => forms().then((module) => module.ContactFormBlock)),
  RealEstateLead: view(() => forms().then((module) => module.RealEstateLeadBlock)),
};

export type OnDemandBlockName = keyof typeof views;

/** The in-page anchors of the on-demand blocks that links lead to. */
const anchors: Record<string, string> = {
  BookDemoPanel: 'contact-form',
  ContactForm: 'contact-form',
  RealEstateLead: 'demo-request',
  CrmForm: 'free-trial',
  Video: 'video',
};

/** The server entry gives every on-demand block from static imports (never imported by a browser module). */
export function provideOnDemandBlocks(blocks: Record<OnDemandBlockName, AnyBlock>): void {
  for (const [name, block] of Object.entries(blocks)) views[name as OnDemandBlockName].provide(block);
}

/** Once a block reached by client navigation has arrived: the link's anchor is in it now, so go there again. */
function ScrollToArrivedAnchor({ anchor }: { anchor: string }) {
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) document.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);
  return null;
}

/**
 * The registry entry of an on-demand block. The server renders it in full, so it works without JavaScript. On the
 * first page the block is a `DeferredView`: the server's HTML stays (a form posts to the page's action) and the
 * code loads as the block nears the viewport (600 px ahead) or is first reached for, then takes over with what was
 * typed; a block the loader marked `worksWithoutCode` (a native video player) keeps its server HTML and loads no
 * code at all. A page reached by client navigation has no server HTML: the block shows when its chunk arrives (at once if
 * it came before), its anchor rendered meanwhile so that a link to it (/contact#contact-form) lands there.
 */
function onDemand(name: OnDemandBlockName): AnyBlock {
  const blockView = views[name];
  const Lazy = lazy(() => blockView.load().then((component) => ({ default: component })));
  const anchor = anchors[name];
  const fallback = anchor ? <div id={anchor} /> : null;
  return function OnDemandBlock(props: Record<string, unknown>) {
    // True for a part the server rendered (it is hydrating), false for one first rendered in the browser.
    const hydrating = !useHydrated();
    const [fromServer] = useState(hydrating);
    const id = useId().replace(/[^\w-]/g, '');
    if (fromServer)
      return (
        <DeferredView
          name={`${name}-${id}`}
          view={blockView}
          props={props}
          serverHtmlSuffices={props['worksWithoutCode'] === true}
        />
      );
    const Ready = blockView.current();
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
        {anchor ? <ScrollToArrivedAnchor anchor={anchor} /> : null}
      </Suspense>
    );
  };
}

export const onDemandBlocks: Record<string, AnyBlock> = Object.fromEntries(
  Object.keys(views).map((name) => [name, onDemand(name as OnDemandBlockName)]),
);
