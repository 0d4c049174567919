import { formRouteHeaders } from '@civicbrief/forms/server';
import { demoRequestAction } from '../components/demo-request';
import { marketingMeta, MarketingPage } from '../components/blocks';
import { marketingPageLoader } from '../components/blocks/content.server';

// /contact: the content page 'contact', with the basic demo form at #contact-form.
export const loader = marketingPageLoader('contact');
export const action = demoRequestAction;
export const headers = formRouteHeaders;
export const meta = marketingMeta;
export default MarketingPage;
