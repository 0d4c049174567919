import type { PolicyGuideText } from './policy-guide-text';

/** Governance: the agency's AI use policy, and the people who review and answer for AI-assisted work. */
export const governanceGuides: readonly PolicyGuideText[] = [
  {
    slug: 'ai-use-policy',
    title: 'Writing an AI Use Policy',
    description:
      'What an agency-wide AI use policy covers, who signs it, and how to keep it short enough to be followed.',
    markdown: `##### Purpose and Scope

###### Why a written policy
Staff are already using AI: drafting assistants built into office software, free chatbots in a browser tab, transcription in the meeting platform. Without a policy each department decides alone what is acceptable, and the first public mistake decides for everyone. A short written policy tells staff what they may do today, what needs approval, and what they must never do.

###### Who and what it covers
Apply the policy to every employee, contractor and volunteer doing agency work, on agency or personal devices. Cover three kinds of use: general-purpose tools (chatbots, writing and image generators), AI features switched on inside software the agency already licenses, and purpose-built systems bought for one service (permit triage, fraud scoring, translation, transcription).

###### Keep it short
Aim for four to six pages that a clerk can read in fifteen minutes. Put procedures (request forms, the list of approved tools, risk questions) in appendices that the owner can update without a council vote.

##### Permitted, Restricted and Prohibited Uses

###### Permitted without approval
Drafting and editing internal text, summarising public documents, brainstorming, formatting data that contains no personal or confidential information, and translating public notices for a first draft that a fluent speaker then checks.

###### Restricted: approval first
Any use with residents' personal data, any output published under the agency's name without edits, any use that informs a decision about a person (eligibility, enforcement, hiring), code that will run in production, and any new tool not on the approved list. The department head and the AI policy owner approve, and the use goes into the inventory.

###### Prohibited
Entering confidential, privileged, health, criminal-justice or personnel information into a tool the agency has no contract for; letting AI make a final decision about a person's rights or benefits; generating images, audio or video of real people without their consent; and presenting AI output as a named official's own words or vote.

##### Roles and Approval

###### The policy owner
Name one office (often the CIO, the city manager's office or the clerk) as owner. The owner keeps the approved-tools list and the inventory, answers questions within five working days, and reports to the council once a year.

###### Department leads
Department heads approve restricted uses in their area, make sure staff have taken the training, and tell the owner when a use changes or ends.

###### Every employee
Each user is responsible for what they submit and publish. "The AI wrote it" is never an explanation for an error in a public document.

##### The AI Use Inventory

###### What to record
For every restricted or purpose-built use: the tool and vendor, the department and a named owner, its purpose, the people it affects, the data it uses (personal data marked), whether a person reviews each output, the launch date and the date of the last review.

###### Finding uses
Ask departments each year with a one-page form, read software renewals for new AI features, and check with IT which AI services staff reach. Publish the inventory, leaving out only details that would create a security risk.

##### Training, Review and Enforcement

###### Training
Give everyone a one-hour session before they use restricted tools: what the tools are good and bad at, how to check output, what data never goes in, and how to report a problem. Repeat it when the policy changes.

###### Reviewing the policy
Review the policy every twelve months, and sooner after an incident, a new law or a major new tool. Keep a change log at the end of the document.

###### When the policy is broken
Treat a breach like other misuse of agency systems: stop the use, record what happened, tell affected people where their data was exposed, and fix the process before blaming the person.`,
  },
  {
    slug: 'human-review-and-accountability',
    title: 'Human Review and Accountability',
    description: 'Keeping a named person responsible for every AI-assisted decision, and making their review real.',
    markdown: `##### Principles

###### A person answers for every outcome
An AI system can suggest, rank, draft or flag. It cannot be accountable. For every AI-assisted process, write down the official who answers for its outcomes and who can switch it off.

###### Review has to be able to say no
A review only counts when the reviewer has the time, the information and the authority to disagree. A reviewer who approves four hundred recommendations an hour is a signature, not a safeguard.

##### Where a Person Must Decide

###### Decisions about people
Denying or reducing a benefit, imposing a fine or penalty, ranking job applicants, prioritising inspections of a home or business, and anything touching policing or child welfare: a person decides, and the AI output is one input that is recorded with the decision.

###### Decisions about public text
Anything published in the agency's name (notices, minutes, press releases, web pages, social posts) is approved by a named person who has read it in full, not just the AI's summary of it.

##### Designing the Review

###### Show the evidence, not only a score
Reviewers see why the system suggested something: the inputs it used and the passages it relied on. A bare risk score invites rubber-stamping.

###### Guard against automation bias
Now and then, give reviewers cases without the AI suggestion and compare their decisions. If agreement with the system rises to nearly every case, check whether people are still reading.

###### Give reviewers time
Set a realistic caseload. If the volume only works when reviewers skim, the process is not human review, and the use needs to be redesigned or reclassified.

##### Records and Appeals

###### Keep a record
Log what the system suggested, what the reviewer decided, and the reason when they differed. Keep the log as long as the decision record itself under your retention schedule.

###### Tell people and let them appeal
When AI materially informed a decision about someone, say so in the notice, in plain language, with the main factors. Give a way to contest it that reaches a person who can change the outcome, and answer within a set time.

##### Monitoring and Switching Off

###### Watch the numbers
Track error rates, overrides and successful appeals, broken down by neighbourhood, language and other groups where the data allows. A rising rate of overturned decisions is an early warning.

###### Suspend when it harms
The accountable official can suspend a system at once when monitoring or a complaint shows harm. Restart only after the cause is understood and fixed, and record the decision.`,
  },
];
