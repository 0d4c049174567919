export { LinkPage, type LinkPageProps } from './link-page';
