// Styled, fully rendered HTML for bots and browsers alike; see @civicbrief/app-server.
import { provideBlockViews } from './components/city-widgets/block-views';
import { staticBlockViews } from './components/city-widgets/static-block-views';

// The city blocks' views, whose code the browser loads near the viewport, are rendered by the server at once.
provideBlockViews(staticBlockViews);

export { renderDocument as default } from '@civicbrief/app-server';
