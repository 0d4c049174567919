// The demo contact form for the marketing pages (decision 029): the section a ContactForm block
// renders (or the bare form, for a panel that has its own frame), and the route action a page with it exports
// (`export const action = demoRequestAction`).
export {
  CONTACT_FORM_ID,
  DemoRequestPageForm,
  DemoRequestSection,
  type DemoRequestPageFormProps,
  type DemoRequestSectionProps,
} from './demo-request-section';
export { demoRequestAction } from './demo-request-action';
