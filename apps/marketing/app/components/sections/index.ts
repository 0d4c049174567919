export { PageHero, type PageHeroProps } from './page-hero';
export { pageMeta } from './page-meta';
export { TileSection, type TileSectionProps, type TileText } from './tile-section';
