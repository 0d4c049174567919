import { formRouteHeaders } from '@civicbrief/forms/server';
import { demoRequestAction } from '../components/demo-request';
import { marketingMeta, MarketingPage } from '../components/blocks';
import { marketingPageLoader } from '../components/blocks/content.server';

// /government: the Government industry page (content page 'government'), with the extended demo form for Local Government.
export const loader = marketingPageLoader('government');
export const action = demoRequestAction;
export const headers = formRouteHeaders;
export const meta = marketingMeta;
export default MarketingPage;
