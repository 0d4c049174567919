// Styled, fully rendered HTML for bots and browsers alike; see @civicbrief/app-server.
import { BookDemoPanelBlock, ContactFormBlock, RealEstateLeadBlock } from './components/blocks/demo-forms';
import { CrmFormBlock } from './components/blocks/crm-form-block';
import { provideOnDemandBlocks } from './components/blocks/on-demand';
import { TabbedBlock } from './components/blocks/tabbed-block';
import { Testimonials } from './components/blocks/testimonials-block';
import { VideoBlock } from './components/blocks/video-block';

// The blocks whose code the browser loads near the viewport (DeferredViews) are rendered by the server at once.
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
