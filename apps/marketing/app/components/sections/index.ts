export { BookDemo, PageHero, type PageHeroProps } from './page-hero';
export { pageMeta, StaticPage } from './static-page';
export { TileSection, type TileSectionProps, type TileText } from './tile-section';
