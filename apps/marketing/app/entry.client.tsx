import { hydrateDocument } from '@civicbrief/app-shell';
import { preloadPageBlocks } from './components/blocks/on-demand';

// The page's on-demand blocks (forms, player, tabs, carousel) are loaded first, so hydration never leaves one waiting.
void preloadPageBlocks().then(hydrateDocument);
