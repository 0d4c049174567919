import { GuidePage } from '../guides/guide-page';

export { loadGuidePage as loader } from '../guides/loaders.server';
export { clientLoader } from '../guides/client-loader';
export { guideMeta as meta, pageHeaders as headers } from '../guides/route-parts';

export default GuidePage;
