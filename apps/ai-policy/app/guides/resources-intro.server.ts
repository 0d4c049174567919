import type { IntroText } from './resources-intro';

/** The standalone page's intro card (spec §2). */
export const INTRO: IntroText = {
  heading: 'Responsible AI use in government',
  lead: "Cities, counties and states are adopting AI to draft documents, answer residents and summarize public meetings. These guides help public agencies do it in a way that keeps the public's trust.",
  body: "Each guide covers one part of the work: writing an AI use policy, buying AI tools, protecting residents' data, being transparent about where AI is used, keeping a person accountable for every decision, and publishing AI-written communications and meeting summaries. They are written by the CivicBrief team for elected officials, city managers, clerks and IT staff, and can be adapted to your agency's own rules.",
};
