import { lazy, Suspense, useEffect, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a block's props come from content, as BlockRegistry says
type AnyBlock = ComponentType<any>;

const forms = () => import('./demo-forms');
const interactive = () => import('./interactive-blocks');

/**
 * The blocks whose code loads on demand: the forms (react-hook-form, zod and the form layer) and the blocks with
 * behaviour (player, tabs, carousel, CRM loader) would otherwise be in every page's first-use JavaScript.
 */
const loaders = {
  Testimonials: () => interactive().then((module) => module.Testimonials),
  Video: () => interactive().then((module) => module.VideoBlock),
  TabbedBlock: () => interactive().then((module) => module.TabbedBlock),
  CrmForm: () => interactive().then((module) => module.CrmFormBlock),
  BookDemoPanel: () => forms().then((module) => module.BookDemoPanelBlock),
  ContactForm: () => forms().then((module) => module.ContactFormBlock),
  RealEstateLead: () => forms().then((module) => module.RealEstateLeadBlock),
} satisfies Record<string, () => Promise<AnyBlock>>;

export type OnDemandBlockName = keyof typeof loaders;

/** The in-page anchors of the on-demand blocks that links lead to. */
const anchors: Record<string, string> = { BookDemoPanel: 'contact-form', ContactForm: 'contact-form', RealEstateLead: 'demo-request', CrmForm: 'free-trial', Video: 'video' };

/**
 * The on-demand blocks at hand, which render at once, with no Suspense boundary: on the server all of them
 * (provideOnDemandBlocks, from entry.server's static imports), in the browser those of the first page, loaded before
 * hydration (preloadPageBlocks). So the first page hydrates without a dehydrated boundary that a hash link's router
 * update could reach (React #421, decision 021).
 */
const loaded = new Map<string, AnyBlock>();

/** The server entry gives every on-demand block from static imports (never imported by a browser module). */
export function provideOnDemandBlocks(blocks: Record<OnDemandBlockName, AnyBlock>): void {
  for (const [name, block] of Object.entries(blocks)) loaded.set(name, block);
}

/**
 * The registry entry of an on-demand block. The server renders it in full, so it works without JavaScript. In the
 * browser the blocks of the first page are loaded before hydration and render at once; a page reached by client
 * navigation shows the block in a Suspense boundary when its chunk arrives (a client render, nothing to hydrate).
 */
/** Once a block reached by client navigation has arrived: the link's anchor is in it now, so go there again. */
function ScrollToArrivedAnchor({ anchor }: { anchor: string }) {
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) document.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);
  return null;
}

function onDemand(name: OnDemandBlockName): AnyBlock {
  const Lazy = lazy(() => loaders[name]().then((component) => ({ default: component })));
  // Until then its anchor is there, so a link to it (/contact#contact-form) still lands where the block will be.
  const anchor = anchors[name];
  const fallback = anchor ? <div id={anchor} /> : null;
  return function OnDemandBlock(props: Record<string, unknown>) {
    const Ready = loaded.get(name);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
        {anchor ? <ScrollToArrivedAnchor anchor={anchor} /> : null}
      </Suspense>
    );
  };
}

export const onDemandBlocks: Record<string, AnyBlock> = Object.fromEntries(Object.keys(loaders).map((name) => [name, onDemand(name as OnDemandBlockName)]));

/** Loads the on-demand blocks among `names`; a chunk that fails to load is left to the block's own Suspense. */
export async function preloadBlocks(names: Iterable<string>): Promise<void> {
  const wanted = [...new Set(names)].filter((name): name is OnDemandBlockName => Object.hasOwn(loaders, name) && !loaded.has(name));
  await Promise.all(wanted.map((name) => loaders[name]().then((component) => void loaded.set(name, component), () => undefined)));
}

type RemixWindow = Window & { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } };

/** The block names of the content page the server rendered, from the loader data Remix put in the document. */
export function pageBlockNames(loaderData: Record<string, unknown> | undefined): string[] {
  const names: string[] = [];
  for (const data of Object.values(loaderData ?? {})) {
    const blocks = (data as { page?: { blocks?: unknown } } | null)?.page?.blocks;
    if (!Array.isArray(blocks)) continue;
    for (const entry of blocks) if (typeof (entry as { block?: unknown })?.block === 'string') names.push((entry as { block: string }).block);
  }
  return names;
}

/** Before hydrating: load the on-demand blocks this page shows, so hydration never waits on one. */
export const preloadPageBlocks = () => preloadBlocks(pageBlockNames((window as RemixWindow).__remixContext?.state?.loaderData));
