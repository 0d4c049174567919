import { ResourcesPage } from '../guides/resources-page';

export { loadResources as loader } from '../guides/loaders.server';
export { clientLoader } from '../guides/client-loader';
export { pageHeaders as headers, resourcesMeta as meta } from '../guides/route-parts';

export default ResourcesPage;
