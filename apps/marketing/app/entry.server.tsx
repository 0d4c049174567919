// Styled, fully rendered HTML for bots and browsers alike; see @civicbrief/app-server.
import { BookDemoPanelBlock, ContactFormBlock, RealEstateLeadBlock } from './components/blocks/demo-forms';
import { CrmFormBlock, TabbedBlock, Testimonials, VideoBlock } from './components/blocks/interactive-blocks';
import { provideOnDemandBlocks } from './components/blocks/on-demand';

// The blocks whose code the browser loads on demand are rendered by the server at once, with no Suspense boundary.
provideOnDemandBlocks({
  Testimonials,
  Video: VideoBlock,
  TabbedBlock,
  CrmForm: CrmFormBlock,
  BookDemoPanel: BookDemoPanelBlock,
  ContactForm: ContactFormBlock,
  RealEstateLead: RealEstateLeadBlock,
});

export { renderDocument as default } from '@civicbrief/app-server';
