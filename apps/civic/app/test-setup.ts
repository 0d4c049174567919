// Unit tests render the city blocks' views at once, as the server does (entry.server.tsx); block-view.spec.tsx
// tests the browser's loading near the viewport.
import { provideBlockViews } from './components/city-widgets/block-views';
import { staticBlockViews } from './components/city-widgets/static-block-views';

provideBlockViews(staticBlockViews);
