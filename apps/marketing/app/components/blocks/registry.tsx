import {
  Hero,
  HowItWorks,
  Industries,
  LoginPanel,
  Offerings,
  TextSections,
  UseCases,
  type BlockRegistry,
} from '@civicbrief/design-system';
import { EventBannerBlock } from './event-banner-block';
import { onDemandBlocks } from './on-demand';

/** The content blocks the marketing pages render (content block name -> component), through the design-system BlockRenderer. */
export const marketingBlocks: BlockRegistry = {
  Hero,
  HowItWorks,
  Industries,
  Offerings,
  UseCases,
  EventBanner: EventBannerBlock,
  Login: LoginPanel,
  TextSections,
  // Testimonials, Video, TabbedBlock, CrmForm, BookDemoPanel, ContactForm, RealEstateLead.
  ...onDemandBlocks,
};
