// Styled, fully rendered HTML for bots and browsers alike; see @civicbrief/app-server.
import { provideBlockViews } from './components/city-widgets/block-views';
import { staticBlockViews } from './components/city-widgets/static-block-views';
import { newsletterFooterBlock } from './components/newsletter/newsletter-footer';
import { FooterBlock } from './components/newsletter/newsletter-footer-block';
import { NewsletterModalBody, newsletterModalBody } from '@civicbrief/forms';

// The city blocks' views, whose code the browser loads near the viewport, are rendered by the server at once.
provideBlockViews(staticBlockViews);
// So is the newsletter block, whose code the browser loads when the visitor reaches for it.
newsletterFooterBlock.provide(FooterBlock);
// And the newsletter modal's form, whose code loads as its Subscribe button nears the viewport.
newsletterModalBody.provide(NewsletterModalBody);

export { renderDocument as default } from '@civicbrief/app-server';
