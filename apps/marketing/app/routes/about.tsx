import { marketingMeta, MarketingPage } from '../components/blocks';
import { marketingPageLoader } from '../components/blocks/content.server';

// /about: the content page 'about', rendered through the marketing block registry.
export const loader = marketingPageLoader('about');
export const meta = marketingMeta;
export default MarketingPage;
