import { utcDate } from './dates';
import { samplePage, type SeedBlock, type SeedPage } from './page';

type Item = readonly [title: string, description: string];

const items = (list: readonly Item[]) => list.map(([title, description]) => ({ title, description }));

const hero = (heading: string, subheading: string): SeedBlock => ({
  block: 'Hero',
  props: { heading, subheading, cta: { label: 'Book a demo', href: '#contact-form' } },
});
const howItWorks: SeedBlock = {
  block: 'HowItWorks',
  props: {
    heading: 'How it works',
    steps: items([
      ['We follow the meetings', 'City councils, planning commissions and utilities commissions, from agenda to adjournment.'],
      ['We summarize what matters', 'Decisions, votes, projects and public comment in plain language.'],
      ['You get the brief', 'A city page and a newsletter soon after the meeting ends.'],
    ]),
  },
};
const industries: SeedBlock = {
  block: 'Industries',
  props: {
    heading: 'Who it is for',
    items: items([
      ['Local Government', 'Share clear summaries of your meetings with residents.'],
      ['Government Affairs', 'Track policy changes across many cities.'],
      ['Real Estate Firm', 'See zoning changes and project approvals early.'],
      ['Media', 'Find the votes and debates behind the story.'],
    ]),
  },
};
const offerings: SeedBlock = {
  block: 'Offerings',
  props: {
    heading: 'What we offer',
    items: items([
      ['Meeting summaries', 'What was decided and why, with the votes.'],
      ['Agenda summaries', 'What is coming up, before the decision is made.'],
      ['Voter guides', 'Guides to candidates and races from the city to the presidency.'],
    ]),
  },
};
const testimonials: SeedBlock = {
  block: 'Testimonials',
  props: {
    heading: 'What readers say (sample quotes)',
    items: [
      { quote: 'I finally know what my council decided without watching four hours of video.', name: 'Sample Resident', role: 'Newsletter subscriber' },
      { quote: 'We track thirty cities with a fraction of the effort.', name: 'Sample Analyst', role: 'Government affairs' },
    ],
  },
};
const useCases = (heading: string, list: readonly Item[]): SeedBlock => ({ block: 'UseCases', props: { heading, items: items(list) } });

/** Block lists of the marketing pages, for the marketing app's block registry. */
export function marketingPages(firstYear: number): SeedPage[] {
  const page = (slug: string, title: string, description: string, content: SeedBlock[]) =>
    samplePage({ slug, title, domain: 'marketing', tags: ['marketing'], keywords: ['Marketing', title], description, publishedAt: utcDate(firstYear, 1, 1), content });
  return [
    page('home', 'CivicBrief', 'Local government meetings, summarized.', [
      hero('Local government meetings, summarized', 'Summaries, agenda briefs and voter guides for about 500 US cities.'),
      howItWorks,
      industries,
      offerings,
      testimonials,
      useCases('Use cases', [['Stay informed', 'Residents follow their city in minutes a week.'], ['Monitor policy', 'Teams watch many cities at once.']]),
    ]),
    page('about', 'About CivicBrief', 'Why we summarize public meetings.', [
      hero('Making local government easier to follow', 'Public meetings decide housing, roads and budgets; we make them readable.'),
      howItWorks,
      testimonials,
    ]),
    page('contact', 'Contact CivicBrief', 'Book a demo or ask a question.', [
      hero('Talk to us', 'Book a demo or ask how CivicBrief can cover your city.'),
      offerings,
    ]),
    page('real-estate', 'CivicBrief for Real Estate Developers', 'Zoning changes and project approvals, early.', [
      hero('See the decisions that shape your projects', 'Planning commission and council summaries for every city you build in.'),
      useCases('For developers', [
        ['Site selection', 'Spot rezonings and housing element sites before they are widely known.'],
        ['Entitlements', 'Follow hearings on your projects and similar ones nearby.'],
      ]),
      industries,
      testimonials,
    ]),
  ];
}
