import { formRouteHeaders } from '@civicbrief/forms/server';
import { demoRequestAction } from '../components/demo-request';
import { marketingMeta, MarketingPage } from '../components/blocks';
import { marketingPageLoader } from '../components/blocks/content.server';

// Home: the content page 'home' (its Book a Demo panel holds the basic demo form, posted here without JavaScript).
export const loader = marketingPageLoader('home');
export const action = demoRequestAction;
export const headers = formRouteHeaders;
export const meta = marketingMeta;
export default MarketingPage;
