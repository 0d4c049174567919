import type { PolicyGuideText } from './policy-guide-text';

/** Communications: AI-written notices, posts and meeting summaries that carry the agency's name. */
export const communicationsGuides: readonly PolicyGuideText[] = [
  {
    slug: 'ai-written-communications-and-meeting-summaries',
    title: 'AI-Written Public Communications and Meeting Summaries',
    description:
      'Using AI to draft notices, posts and meeting summaries without losing accuracy, voice or the official record.',
    markdown: `##### What AI Does Well, and Where It Fails

###### Good first drafts
AI is useful for first drafts of routine notices, plain-language versions of dense staff reports, translations to be checked, and summaries of long meetings that residents would otherwise never read.

###### Known failure modes
It invents plausible details (a vote count, a date, a dollar figure), merges two agenda items, attributes a comment to the wrong speaker, and smooths over disagreement. Every one of these is a public error with the agency's name on it.

##### Meeting Summaries

###### A summary is not the minutes
The approved minutes remain the official record. Label every AI-assisted summary as a summary, link to the agenda, the recording and the minutes, and never call it the minutes.

###### Check what matters most
Before publishing, the reviewer checks against the recording or the clerk's notes: every motion and its exact outcome, the vote count and who voted which way, amounts of money, dates and deadlines, addresses, and the names and titles of speakers.

###### Keep the disagreement
A fair summary reports the main arguments for and against, and what public commenters raised, not only what passed. Check that a contested item does not read as unanimous.

###### Timing
Publish the summary when it has been reviewed, not when the software finishes. A reviewed summary the next morning is better than an unreviewed one the same night.

##### Notices, Posts and Letters

###### Facts from the source
Paste the facts (dates, places, fees, eligibility rules) into the draft from the source document, and check them again in the final text. Never let the tool supply a fact you did not give it.

###### Voice and tone
Keep your agency's style guide: plain words, short sentences, active voice. Remove promotional language the tools tend to add.

###### Translations
Machine translation is a draft. A fluent speaker checks anything about rights, deadlines, health or safety before it goes out.

##### Review and Sign-off

###### One named approver
Every AI-assisted item published in the agency's name has one named approver who has read the whole text. For meeting summaries this is usually the clerk or the staff liaison of the body.

###### A short checklist
Facts checked against the source; names and titles correct; nothing attributed to a person that they did not say; disclosure line included; links to the official record work.

##### Disclosure and Corrections

###### Say that AI helped
Add a short line: "Drafted with AI assistance and reviewed by the City Clerk's Office. The official record is the approved minutes." Keep the wording the same across channels so residents learn to recognise it.

###### Correct in the open
When an error is found, fix it, add a dated correction note, and tell the reviewer what was missed so the checklist can improve.`,
  },
];
