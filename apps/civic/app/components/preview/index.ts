export { PreviewBanner } from './preview-banner';
export { PreviewErrorScreen, type PreviewErrorScreenProps } from './preview-error-screen';
