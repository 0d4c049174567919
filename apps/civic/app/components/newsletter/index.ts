export { NewsletterFooter } from './newsletter-footer';
export { NewsletterSlot } from './newsletter-slot';
