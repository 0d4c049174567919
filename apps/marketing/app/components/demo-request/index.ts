// The demo contact form for the marketing pages (issue 14 §2, decision 029): the section a ContactForm block
// renders, and the route action a page with it exports (`export const action = demoRequestAction`).
export { CONTACT_FORM_ID, DemoRequestSection, type DemoRequestSectionProps } from './demo-request-section';
export { demoRequestAction } from './demo-request-action';
