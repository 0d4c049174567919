/** A guide of the seed (tools/content/seed/text/policy-guides-governance.ts) and two of its sections (content ids are prefixed: content-client). */
export const GUIDE = {
  slug: 'ai-use-policy',
  title: 'Writing an AI Use Policy',
  path: '/ai-policy-resources/ai-use-policy',
  topic: 'Permitted, Restricted and Prohibited Uses',
  section: { id: 'user-content-prohibited', title: 'Prohibited' },
  lateSection: { id: 'user-content-finding-uses', title: 'Finding uses' },
};

export const SIX_GUIDES = [
  'ai-use-policy',
  'human-review-and-accountability',
  'buying-ai-tools',
  'residents-data-and-privacy',
  'transparency-and-disclosure',
  'ai-written-communications-and-meeting-summaries',
];
