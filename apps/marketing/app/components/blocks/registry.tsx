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
import { lazy, Suspense, type ComponentType } from 'react';
import { EventBannerBlock } from './event-banner-block';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a block's props come from content, as BlockRegistry says
type AnyBlock = ComponentType<any>;

/**
 * A block whose code loads on demand: the forms (react-hook-form, zod and the form layer) and the blocks with
 * behaviour (player, tabs, carousel, CRM loader) would otherwise be in every page's first-use JavaScript. The server
 * renders them in full (it waits for every Suspense), so they work without JavaScript, and hydration picks each up
 * when its chunk arrives.
 */
function onDemand(load: () => Promise<AnyBlock>): AnyBlock {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemandBlock(props: Record<string, unknown>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const forms = () => import('./demo-forms');
const interactive = () => import('./interactive-blocks');

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
  Testimonials: onDemand(() => interactive().then((module) => module.Testimonials)),
  Video: onDemand(() => interactive().then((module) => module.VideoBlock)),
  TabbedBlock: onDemand(() => interactive().then((module) => module.TabbedBlock)),
  CrmForm: onDemand(() => interactive().then((module) => module.CrmFormBlock)),
  BookDemoPanel: onDemand(() => forms().then((module) => module.BookDemoPanelBlock)),
  ContactForm: onDemand(() => forms().then((module) => module.ContactFormBlock)),
  RealEstateLead: onDemand(() => forms().then((module) => module.RealEstateLeadBlock)),
};
