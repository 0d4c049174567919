import { hydrateDocument } from '@civicbrief/app-shell';

// The page's forms, player, tabs and carousel are DeferredViews (components/blocks/on-demand.tsx): their code loads
// as each nears the viewport, not with the page.
hydrateDocument();
