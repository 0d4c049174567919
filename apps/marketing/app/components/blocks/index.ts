export { marketingMeta, MarketingPage } from './marketing-page';
export { marketingBlocks } from './registry';
