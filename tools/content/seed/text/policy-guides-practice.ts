import type { PolicyGuideText } from './policy-guide-text';

/** Practice: buying AI tools, protecting residents' data, and telling the public where AI is used. */
export const practiceGuides: readonly PolicyGuideText[] = [
  {
    slug: 'buying-ai-tools',
    title: 'Buying AI Tools',
    description: 'Questions to ask vendors and terms to put in the contract before an AI product or feature goes live.',
    markdown: `##### Before You Buy

###### Start from the service problem
Write down the problem (a permit backlog, a call-centre wait, minutes that take a week) and how you will measure success, before looking at products. Ask whether a simpler fix, such as a better form or a template, would do.

###### Classify the use early
Decide whether the use is high impact (it affects people's rights, benefits, safety or access to services). High-impact purchases need an impact assessment, a testing plan and a named owner before the contract is signed.

###### Watch for AI arriving by renewal
Many AI features come as an update to software you already have. Ask vendors to list AI features in every renewal quote, and keep new features switched off until they pass the same review as a new purchase.

##### Questions for Vendors

###### How the system works
What model does the product use, and who makes it? How was it tested for your kind of task, what are its known error rates, and do they differ for different groups of people or languages?

###### What happens to your data
Where is data stored and processed? Is it used to train or improve models for the vendor or anyone else? How long is it kept, who at the vendor can see it, and how is it deleted at the end of the contract?

###### What you can check
Will the vendor give you documentation, test results and logs? Will it cooperate with an audit or a public records request, and tell you before the underlying model changes?

##### Contract Terms

###### Terms to require
Notice before material model changes; access to documentation and evaluation results; security incident notice within 72 hours; data returned in a usable format and deleted at the end; cooperation with records requests and audits; and service levels for accuracy where they can be measured.

###### Prohibit training on your data
Unless the agency deliberately agrees otherwise, the vendor may not use agency or resident data to train or improve models for other customers. Put it in the contract, not only in a policy page the vendor can change.

###### Keep the exit open
Avoid formats and integrations that lock you in. Budget for the cost of switching, and keep your own copy of prompts, templates and configuration.

##### Pilot, Launch and Review

###### Pilot with limits
Run a pilot with real but limited use, measure it against the success criteria you wrote down, and decide on a wider launch with the results in hand.

###### Launch with the paperwork done
Before launch, add the system to the AI use inventory, publish its disclosure, train the staff who will use it, and name the person who reviews its output.

###### Review on a schedule
Review every AI contract before renewal: did it deliver, what went wrong, did the vendor meet its obligations, and is the use still needed?`,
  },
  {
    slug: 'residents-data-and-privacy',
    title: "Residents' Data and Privacy",
    description: "Rules for what residents' information may go into AI tools, and how to keep it safe once it does.",
    markdown: `##### What Never Goes In

###### Unapproved tools get public information only
A tool the agency has no contract for gets nothing but information that is already public. No names with case details, addresses tied to complaints, health information, benefits records, criminal-justice data, personnel files or anything covered by attorney-client privilege.

###### Watch the hidden personal data
Meeting recordings, email threads and scanned letters carry personal data that is easy to miss: a caller's phone number, a neighbour's name in a code-enforcement note, a signature on a form. Check before uploading.

##### Minimise and Protect

###### Use only what the task needs
Collect and send the least data that does the job. Strip names and identifiers when the task does not need them, and prefer aggregate figures to individual records.

###### Prefer tools that keep data in place
Choose tools that process data within your agency's own environment or the vendor's government offering, with encryption in transit and at rest, access controls and audit logs.

###### Retention
Apply your records retention schedule to prompts, uploads and AI outputs as to any other record. Turn off vendor chat history where it keeps data longer than you need, and know where your records-request obligations apply.

##### Assessing Privacy Risk

###### When an assessment is required
Before any use that processes personal data about residents, complete a privacy impact assessment: what data, why it is needed, who can see it, how long it is kept, what could go wrong and how you will prevent it.

###### Inferences count too
AI can infer sensitive facts (health, income, immigration status) from ordinary data. Treat inferences about individuals as personal data, and prohibit uses that profile residents without a legal basis.

##### Residents' Rights

###### Tell people
Say in plain language, in your privacy notice and at the point of collection, when residents' information is processed with AI and for what.

###### Access and correction
Make sure people can still see and correct the records held about them, including records an AI system created or changed.

##### When Something Goes Wrong

###### Incident response
Treat personal data entered into an unapproved tool as a data incident: record it, ask the provider to delete it, assess the harm, and notify people where the law or fairness requires.

###### Learn from it
Each incident is a prompt to fix the process (training, tool settings, the approved list), and to report the pattern to the policy owner.`,
  },
  {
    slug: 'transparency-and-disclosure',
    title: 'Transparency and Disclosure',
    description: 'Telling the public where and how the agency uses AI, in places they will actually see it.',
    markdown: `##### Why Disclose

###### Trust depends on it
Residents who find out later that a letter, a decision or a meeting summary was produced with AI, without being told, assume the worst. Telling them first costs little and keeps the conversation about the quality of the work.

###### Records law applies already
AI prompts, outputs and logs can be public records. Being open by default is easier than answering the same questions request by request.

##### What to Publish

###### A public AI page
Publish one page that lists every AI use in your inventory: what it does, which department runs it, what data it uses, whether a person reviews each output, and whom to contact. Update it when the inventory changes.

###### Policies and assessments
Publish your AI use policy and, for high-impact uses, a summary of the impact assessment and the testing results.

###### Plain language
Write for residents, not engineers: "We use software to draft summaries of council meetings. The clerk reads and corrects every summary before it is posted" tells people what they need.

##### Disclosure at the Point of Use

###### Labels on content
Label AI-assisted content where people read it: a line at the top or bottom of a summary, a notice on a chatbot before the first message, a note in a letter that AI helped prepare it.

###### Suggested wording
"This summary was drafted with the help of AI and reviewed by [office] before publication. The official record is the approved minutes." Keep it short and always say that a person reviewed it.

###### Chatbots and phone lines
Tell people they are talking to an automated system, say what it can and cannot do, and give a way to reach a person.

##### Listening and Correcting

###### Feedback channel
Give an email address or form for questions and complaints about AI use, and publish how many you received and what changed as a result.

###### Corrections
When AI-assisted content is wrong, correct it visibly: say what changed and when, rather than silently replacing the text.`,
  },
];
