export { NewsletterFooter } from './newsletter-footer';
export { NewsletterSlot } from './newsletter-slot';
export { placeOfPath, placeOfQuery, type PathPlace } from './place-of-path';
