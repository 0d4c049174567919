export { countyLabel, placeCrumbs } from './place-crumbs';
export { PlaceBreadcrumb } from './place-breadcrumb';
