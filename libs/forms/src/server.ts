// Server-side entry (Remix actions and loaders): the no-JavaScript path of every form. Never in a browser bundle.
export {
  formResponse,
  formResultStatus,
  formRouteHeaders,
  PRIVATE_NO_STORE,
  privateHeaders,
} from './lib/server/form-response';
export { intakeAction, isSameOriginPost, sourceOf, type IntakeSubmission } from './lib/server/intake-action';
// Form submits whose gateway call gateway-client keeps to servers (the browser posts the form to the action).
export { submitAlert } from './lib/alerts/submit-alert';
