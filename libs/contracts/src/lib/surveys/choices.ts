// The answer sets of the two subscriber feedback surveys (spec §4, §5; decision 032). The survey engines
// (libs/surveys), the gateway's POST /api/survey and its ops summary all read them from here.

/** The questions of the Subscription feedback survey, in step order (step 0 content ... step 5 contact). */
export const subscriptionQuestions = ['content', 'clarity', 'accuracy', 'frequency', 'overall', 'contact'] as const;
export type SubscriptionQuestion = (typeof subscriptionQuestions)[number];

/** Answer sets of the spec (§5 "Subscription survey"). */
export const subscriptionChoices = {
  content: ['Yes', 'Sometimes', 'No'],
  clarity: ['Yes', 'Sometimes', 'No'],
  accuracy: ['Yes', 'Sometimes', 'No'],
  frequency: ['Yes', 'No'],
  overall: ['Awesome', 'Good', 'Fair', 'Poor', 'Bad'],
  contact: ['Yes', 'No'],
} as const satisfies Record<SubscriptionQuestion, readonly string[]>;

/** Questions with an optional free-text box, and the record field holding it. */
export const subscriptionExtraFields = {
  content: 'extraContent',
  clarity: 'extraClarity',
  accuracy: 'extraAccuracy',
  frequency: 'extraFrequency',
  overall: 'extraOverall',
} as const satisfies Partial<Record<SubscriptionQuestion, string>>;

/**
 * Why a subscriber signed up (Saratoga step 0, several at once). Stored by value, space-joined (spec §3), so
 * the values are single words; the labels are what the subscriber reads.
 */
export const saratogaReasons = [
  { value: 'council-decisions', label: 'Know what the city council decided without sitting through the meeting' },
  { value: 'housing-zoning', label: 'Follow housing, zoning and development projects near me' },
  { value: 'budget-taxes', label: 'Keep an eye on the city budget, fees and taxes' },
  { value: 'roads-traffic', label: 'Hear about road work, traffic and transit changes early' },
  { value: 'public-comment', label: 'Know when to speak up or send a public comment' },
  { value: 'schools-services', label: 'Follow schools, libraries and community services' },
  { value: 'safety-emergencies', label: 'Stay informed about public safety and emergency planning' },
  { value: 'time-saving', label: 'Save time: one short summary instead of hours of video' },
] as const;
export type SaratogaReason = (typeof saratogaReasons)[number]['value'];
export const saratogaReasonValues = saratogaReasons.map((reason) => reason.value) as readonly SaratogaReason[];

export const YES_NO = ['Yes', 'No'] as const;
export const YES_NO_SOMEWHAT = ['Yes', 'No', 'Somewhat'] as const;

/**
 * The single-choice questions of the Saratoga survey (steps 2-8) under their record fields. Step 0 (reasons,
 * firstQuestion) is a multi-select and step 1 ranks those reasons in place (decision 032).
 */
export const saratogaChoices = {
  secondQuestion: ['More often', 'Less often', 'Current frequency is OK', 'No preference'],
  thirdQuestion: YES_NO,
  fourthQuestion: YES_NO_SOMEWHAT,
  fifthQuestion: [
    'Local business and the economy',
    'Parks, trails and community events',
    'Environment, water and climate',
    'Library and senior services',
  ],
  sixthQuestion: [
    'How a city council meeting works',
    'How to give public comment',
    'How the city budget is made',
    'Zoning and land-use basics',
    'Who my elected officials are and what they do',
    'How to read a meeting agenda',
  ],
  seventhQuestion: YES_NO_SOMEWHAT,
  eighthQuestion: YES_NO_SOMEWHAT,
} as const;
export type SaratogaChoiceField = keyof typeof saratogaChoices;

/** The optional free-text fields of the Saratoga record (steps 5 and 7). */
export const saratogaTextFields = ['fourthQuestion2', 'seventhQuestion2'] as const;
export type SaratogaTextField = (typeof saratogaTextFields)[number];

/** Event names of the two survey records (spec §3). */
export const SUBSCRIPTION_SURVEY_EVENT = 'SubscriptionFeedbackSurvey';
export const SARATOGA_SURVEY_EVENT = 'SaratogaFeedbackSurvey';

/** The survey messages of the spec, word for word (§5, §8, §4). */
export const surveyMessages = {
  selectOption: 'Please select an option',
  submitFailed: 'Error while submitting. Please try again later',
  saratogaFailedTitle: 'Error',
  saratogaFailed: 'Something went wrong, please try again.',
  saratogaThanks: 'Thank you! We appreciate your feedback.',
  /** Ours, not the spec's: a finished Saratoga survey is kept as it was first finished (decision 032). */
  saratogaAlreadyFinished: 'This survey has already been answered. Thank you! We appreciate your feedback.',
} as const;

/** Toast durations (spec §9): 5 s, the Saratoga survey failure 9 s. */
export const SURVEY_TOAST_MS = 5000;
export const SARATOGA_TOAST_MS = 9000;
