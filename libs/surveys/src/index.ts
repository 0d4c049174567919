export * from './lib/subscription/questions';
export * from './lib/subscription/machine';
export * from './lib/subscription/record';
// The Saratoga machine's transitions share names with the subscription one's (next, back, ...): use the reducer.
export {
  createSaratogaSurvey,
  currentField as saratogaCurrentField,
  RANK_STEP,
  SARATOGA_STEPS_SHOWN,
  saratogaProgress,
  saratogaStepFields,
  saratogaStepLabel,
  saratogaStepTexts,
  saratogaSurveyReducer,
  stepAnswered as saratogaStepAnswered,
  type SaratogaAnswers,
  type SaratogaStep,
  type SaratogaSurveyEvent,
  type SaratogaSurveyState,
} from './lib/saratoga/machine';
export * from './lib/saratoga/record';
export * from './lib/snapshot';
// React views (civic's survey pages import them; nothing else in civic does).
export {
  SubscriptionSurvey,
  SUBSCRIPTION_THANKS,
  SUBSCRIPTION_TITLE,
  type SubscriptionSurveyProps,
} from './lib/views/subscription-survey';
export { submitSaratogaSurvey, submitSubscriptionSurvey, type SurveyClient } from './lib/submit-survey';
export { SaratogaSurvey, SARATOGA_TITLE, type SaratogaSurveyProps } from './lib/views/saratoga-survey';
