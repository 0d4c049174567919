import { marketingMeta, MarketingPage } from '../components/blocks';
import { marketingPageLoader } from '../components/blocks/content.server';

// /privacy-policy: the content page 'privacy-policy', rendered through the marketing block registry.
export const loader = marketingPageLoader('privacy-policy');
export const meta = marketingMeta;
export default MarketingPage;
