export { submitNewsletter, type NewsletterResult, type NewsletterSuccess } from './submit-newsletter';
export { NEWSLETTER_COMPLETE_EVENT, trackNewsletterComplete } from './newsletter-analytics';
export { NewsletterForm, type NewsletterFormProps } from './newsletter-form';
export {
  NewsletterModal,
  NEWSLETTER_AUTO_CLOSE_MS,
  modalHiddenCities,
  newsletterModalBody,
  type NewsletterModalProps,
} from './newsletter-modal';
export { NewsletterModalBody } from './newsletter-modal-body';
export { NewsletterThanks, type NewsletterThanksProps } from './newsletter-thanks';
export { initialNewsletterValues, subscribeHref, type NewsletterFormValues } from './newsletter-values';
