import { marketingMeta, MarketingPage } from '../components/blocks';
import { marketingPageLoader } from '../components/blocks/content.server';

// /terms-of-service: the content page 'terms-of-service', rendered through the marketing block registry.
export const loader = marketingPageLoader('terms-of-service');
export const meta = marketingMeta;
export default MarketingPage;
