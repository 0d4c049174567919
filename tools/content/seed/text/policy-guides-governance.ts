import type { PolicyGuideText } from './policy-guide-text';

/** Inventory and human oversight: knowing what AI is in use and who answers for it. */
export const governanceGuides: readonly PolicyGuideText[] = [
  {
    slug: 'ai-use-inventory',
    title: 'Building an AI Use Inventory',
    description: 'How a government finds, records and reviews every AI system it uses.',
    markdown: `##### Why an Inventory Comes First

###### What it is
An AI use inventory is a register of every system that uses machine learning or generative AI to support a public function: what it does, who owns it, what data it uses and what decisions it influences. You cannot govern, disclose or audit what you have not listed.

###### What counts
Include tools bought as products (chatbots, transcription, translation, fraud scoring), AI features switched on inside existing software (office suites, CRM, permitting systems) and staff use of public generative AI services for work. When in doubt, list it and mark it low impact.

##### Collecting the Information

###### Fields to record
For each use: name and vendor; department and accountable owner; purpose; the decisions or services it affects; the people affected; data inputs, including personal data; whether outputs are reviewed by a person; date deployed; and the date of the last review.

###### How to find uses
Survey departments with a short form, review procurement records and software renewals for AI features, and ask IT for network and licence data. Repeat the survey every year and whenever a new system is bought.

##### Rating Impact

###### Risk tiers
Rate each use. High impact: it affects rights, benefits, safety, employment, policing or access to services. Moderate: it shapes public communications or internal prioritisation. Low: it assists staff with drafting or search, with no effect on individual outcomes.

###### What each tier requires
High-impact uses need an impact assessment, human review of individual decisions, testing for accuracy and bias before launch, and periodic re-testing. Moderate uses need an owner and a disclosure. Low-impact uses follow the acceptable-use policy.

##### Publishing and Maintaining

###### Public inventory
Publish the inventory on the government website in plain language, leaving out only details that would create a security risk. Residents should be able to see what AI is used and whom to contact.

###### Keeping it current
Assign one office to maintain the inventory, require departments to report new uses before deployment, and retire entries when systems are switched off.`,
  },
  {
    slug: 'human-oversight',
    title: 'Human Oversight of AI Decisions',
    description: 'Keeping people accountable for decisions that AI systems inform.',
    markdown: `##### Principles

###### People remain accountable
An AI system can inform a decision but cannot be accountable for it. Every AI-assisted process needs a named official who answers for its outcomes.

###### Meaningful review
Review only counts if the reviewer has the time, training, information and authority to disagree with the system. A reviewer who approves every recommendation in seconds is not providing oversight.

##### Designing the Process

###### Where a person must decide
Decisions that deny or reduce benefits, impose penalties, affect employment or involve law enforcement should always be made by a person, with the AI output treated as one input among others.

###### Avoiding automation bias
Show reviewers the evidence behind a recommendation, not just a score. Periodically give reviewers cases without the AI recommendation and compare outcomes, to check whether reliance on the system has become automatic.

##### Rights of Affected People

###### Notice
Tell people when AI materially informed a decision about them, in plain language, with the main factors considered.

###### Appeal
Give people a way to contest a decision and reach a person who can change it. Track appeals: a high rate of successful appeals is a sign the system needs review.

##### Monitoring

###### Ongoing checks
Monitor accuracy and error rates for different groups, log overrides and their reasons, and review high-impact systems at least yearly. Suspend a system when monitoring shows harm, and restart only after the cause is fixed.`,
  },
];
