// The only public entry of @civicbrief/design-system.
export { theme, type Theme } from './lib/theme/theme';
export { GlobalStyle } from './lib/theme/global-style';
export { PageContainer } from './lib/primitives/page-container';
export { SkipLink, type SkipLinkProps } from './lib/primitives/skip-link';
export { Button, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './lib/primitives/button';
export { VisuallyHidden } from './lib/primitives/visually-hidden';

export { PageHead, type MetaEntry, type PageHeadProps } from './lib/shell/page-head';
export { structuredDataFor } from './lib/shell/structured-data';
export {
  BlockRenderer,
  type BlockRegistry,
  type BlockRendererProps,
  type ContentBlock,
} from './lib/shell/block-renderer';
export { ThirdPartyScripts, type ThirdPartyScriptsProps } from './lib/shell/third-party-scripts';
export { analytics } from './lib/shell/analytics';

export { Navbar, type NavbarProps } from './lib/chrome/navbar';
export { MarketingNavbar, type MarketingNavbarProps } from './lib/chrome/marketing-navbar';
export { Footer, type FooterProps } from './lib/chrome/footer';
export type { NavLinkItem, RenderLink, RenderLinkProps } from './lib/chrome/links';
export type { SocialLink } from './lib/brand';

export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './lib/navigation/breadcrumb';
export { SubNav, type SubNavProps, type SubNavSection } from './lib/navigation/sub-nav';
export { useSectionInView } from './lib/navigation/use-section-in-view';
export { TocNavigator, type TocNavigatorProps } from './lib/navigation/toc-navigator';
export { TOC_STICKY_OFFSET, type TocEntry, type TocSection } from './lib/navigation/toc-types';

export {
  AI_POLICY_SHARE_TARGETS,
  DEFAULT_SHARE_URL,
  VOTER_GUIDE_SHARE_TARGETS,
  shareUrl,
  withShareUtm,
  type ShareTarget,
} from './lib/share/share-url';
export { ShareButtons, type ShareButtonsProps } from './lib/share/share-buttons';
export {
  PrintButton,
  PrintHeader,
  PrintHidden,
  printHidden,
  type PrintButtonProps,
  type PrintHeaderProps,
} from './lib/print/print';

export { PlainTabs, type PlainTab, type PlainTabsProps } from './lib/disclosure/plain-tabs';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionItemProps,
  type AccordionProps,
  type AccordionTriggerProps,
} from './lib/disclosure/accordion';
export { ALPHABET, AlphabetIndex, alphabetAnchorId, type AlphabetIndexProps } from './lib/disclosure/alphabet-index';

export { ErrorState, type ErrorStateProps } from './lib/feedback/error-state';
export { Spinner, type SpinnerProps } from './lib/feedback/spinner';
export { LoadingState, type LoadingStateProps } from './lib/feedback/loading-state';
export { ShowMoreButton, type ShowMoreButtonProps } from './lib/feedback/show-more-button';

export { CardGrid, type CardGridProps } from './lib/cards/card-grid';
export { Card, type CardProps } from './lib/cards/card';

export { Input, Select, SelectOptions, type SelectOptionsProps } from './lib/controls/input';
export { useEarlyChoice } from './lib/controls/use-early-choice';
export { LinkSelect, type LinkSelectOption, type LinkSelectProps } from './lib/controls/link-select';
export { useHydrated } from './lib/hydration/use-hydrated';
export { Checkbox, CheckboxLabel } from './lib/controls/checkbox';
export { Field, FieldErrorText, FieldHint, Label, RequiredMark } from './lib/controls/field-parts';
export { ErrorNotice } from './lib/controls/error-notice';
export { Combobox, type ComboboxProps } from './lib/combobox/combobox';
export { ComboboxInput, type ComboboxInputProps } from './lib/combobox/combobox-input';
export type { ComboboxOption } from './lib/combobox/use-combobox';
export { Content, Lead, PageTitle, Prose, Section, SectionTitle, Tile, TileGrid } from './lib/page/page-parts';
export { ErrorPage, type ErrorPageProps } from './lib/page/error-page';
export { Modal, type ModalProps } from './lib/overlay/modal';
export { invokerCommandsSupported, showModalById } from './lib/chrome/invoker-commands';
export {
  LinkPopover,
  type LinkPopoverAppearance,
  type LinkPopoverProps,
  type PopoverLinkItem,
} from './lib/overlay/link-popover';
export { ToastProvider, useToast, type ToastOptions, type ToastStatus } from './lib/feedback/toast';

export type { WidgetRetryProps, WidgetStatus } from './lib/widgets/shared/widget-state';
export { Carousel, type CarouselProps } from './lib/widgets/carousel/carousel';
export {
  WEATHER_ERROR_MESSAGE,
  WEATHER_FORECAST_DAYS,
  WeatherForecast,
  type WeatherDay,
  type WeatherForecastProps,
} from './lib/widgets/weather/weather-forecast';
export {
  SCHOOLS_LIMIT,
  schoolsBlockHidden,
  visibleSchools,
  type SchoolView,
} from './lib/widgets/schools/schools-format';
export { SchoolCard, type SchoolCardProps } from './lib/widgets/schools/school-card';
export { SCHOOLS_ERROR_MESSAGE, SchoolsList, type SchoolsListProps } from './lib/widgets/schools/schools-list';
export { visiblePets, type PetPhoto, type PetView } from './lib/widgets/pets/pets-format';
export { PET_CARD_WIDTH, PET_IMAGE_HEIGHT, PetCard, type PetCardProps } from './lib/widgets/pets/pet-card';
export {
  PETS_ERROR_DETAIL,
  PETS_ERROR_MESSAGE,
  PETS_PLACEHOLDER_HEIGHT,
  PetsCarousel,
  type PetsCarouselProps,
} from './lib/widgets/pets/pets-carousel';
export {
  formatMoney,
  formatStat,
  isStatFormatter,
  percentDifference,
  statSourceLink,
  type StatFormatter,
} from './lib/widgets/statistics/stat-format';
export {
  MAX_COMPARISONS,
  STATISTICS_ERROR_MESSAGE,
  StatisticCard,
  StatisticsCarousel,
  type StatisticsCarouselProps,
  type StatisticView,
} from './lib/widgets/statistics/statistics-carousel';
export {
  LISTINGS_LIMIT,
  listingFacts,
  listingPrice,
  listingUrl,
  visibleListings,
  type ListingView,
} from './lib/widgets/listings/listings-format';
export { ListingCard } from './lib/widgets/listings/listing-card';
export {
  LISTINGS_ERROR_MESSAGE,
  LISTINGS_PROBLEM_MESSAGE,
  ListingsRow,
  type ListingsRowProps,
} from './lib/widgets/listings/listings-row';
export {
  NEWS_PAGE_SIZE,
  formatNewsDate,
  newsBlockHidden,
  safeLinkHref,
  visibleNews,
  type NewsItemView,
} from './lib/widgets/news/news-format';
export { NEWS_ERROR_MESSAGE, NewsList, type NewsListProps } from './lib/widgets/news/news-list';

export { itemsOf, safeHref, type MarketingItem } from './lib/marketing/content-props';
export { MarketingSection, type MarketingSectionProps } from './lib/marketing/marketing-section';
export { Hero, type HeroProps } from './lib/marketing/hero';
export { HowItWorks, type HowItWorksProps } from './lib/marketing/how-it-works';
export { Industries, Offerings, UseCases, type ItemSectionProps } from './lib/marketing/item-tiles';
export { Testimonials, type Testimonial, type TestimonialsProps } from './lib/marketing/testimonials';
export { videoSource, type VideoSource } from './lib/marketing/video-url';
export { Video, type VideoProps } from './lib/marketing/video';
export { TabbedBlock, type TabbedBlockProps, type TabItem } from './lib/marketing/tabbed-block';
export { BookDemoPanel, type BookDemoPanelProps } from './lib/marketing/book-demo-panel';
export { EventBanner, type EventBannerProps } from './lib/marketing/event-banner';
export {
  CRM_FORMS_LOADER,
  CrmFormEmbed,
  validCrmFormIds,
  type CrmFormEmbedProps,
  type CrmFormIds,
} from './lib/marketing/crm-form-embed';
export { LoginPanel, type LoginPanelProps } from './lib/marketing/login-panel';
export { TextSections, type TextSection, type TextSectionsProps } from './lib/marketing/text-sections';
export { lazyComponent, type LazyComponent } from './lib/lazy/lazy-component';
export { DeferredView, type DeferredViewProps } from './lib/lazy/deferred-view';
