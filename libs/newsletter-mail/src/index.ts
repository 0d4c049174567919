export type { DigestMailInput } from './lib/digest-model';
export { renderDigestMail, type RenderedMail } from './lib/render-digest-mail';
