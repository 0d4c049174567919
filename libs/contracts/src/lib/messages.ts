/** User-visible messages of the product specification (§5, §8), word for word. */
export const messages = {
  defaultError: 'Something went wrong',
  fieldRequired: 'This field is required.',
  cityNotAvailable: "Sorry, that city isn't available",
  meetingsLoadFailed: "Oops! We're having trouble fetching the recent meetings summaries.",
  guideLoadFailed: "Oops! We're having trouble fetching the information.",
  recentArticlesFailed: "Oops! We're having trouble fetching the recent articles.",
  relatedArticlesFailed: "Oops! We're having trouble fetching the related articles.",
  localNewsFailed: "Oops! We're having trouble fetching the local news.",
  previewFailed: 'An error ocurred while generating the preview',
  subscriptionCenterInactive: 'Subscription center is no longer active.',
  demoThankYou: 'Thank you for reaching out! We’ve received your message and will get back to you soon.',
} as const;

export type MessageKey = keyof typeof messages;
