/** One AI policy guide: its slug after ai-policy-resources/, and markdown with h5 topic groups and h6 sections. */
export interface PolicyGuideText {
  slug: string;
  title: string;
  description: string;
  markdown: string;
}
