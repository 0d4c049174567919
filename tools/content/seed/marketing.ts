import { utcDate } from './dates';
import { legalPages } from './marketing-legal';
import { authoredPage, type SeedBlock, type SeedPage } from './page';

type Item = readonly [title: string, description: string, href?: string];

const items = (list: readonly Item[]) =>
  list.map(([title, description, href]) => ({ title, description, ...(href ? { href } : {}) }));
const block = (name: string, props: Record<string, unknown>): SeedBlock => ({ block: name, props });

/** The two conferences whose links (`/?event=<slug>`, or `utm_campaign=<slug>`) show their own welcome banner. */
export const MARKETING_EVENTS = { officials: 'calcities-2026', developers: 'uli-fall-2026' } as const;

const officialsBanner = block('EventBanner', {
  event: MARKETING_EVENTS.officials,
  eventName: 'League of California Cities Annual Conference',
  greeting: 'Welcome, League of California Cities attendees!',
  text: 'Thanks for stopping by our session on meeting transparency. Ask us to summarize your council and commission meetings for your residents, free for the first three months.',
  cta: { label: 'Onboard your city', href: '/onboarding' },
});

const developersBanner = block('EventBanner', {
  event: MARKETING_EVENTS.developers,
  eventName: 'ULI Fall Meeting',
  greeting: 'Welcome, ULI Fall Meeting attendees!',
  text: 'You saw the planning commission tracker at our table. Book a 20-minute demo and we will load the cities in your pipeline before the call.',
  cta: { label: 'Book your demo', href: '/real-estate#contact-form' },
});

const hero = (heading: string, subheading: string, eyebrow?: string, href = '#contact-form') =>
  block('Hero', { heading, subheading, ...(eyebrow ? { eyebrow } : {}), cta: { label: 'Book a demo', href } });

const howItWorks = block('HowItWorks', {
  heading: 'How it works',
  steps: items([
    [
      'We follow the meetings',
      'Agendas, staff reports, minutes and video from city councils, planning commissions and utilities commissions in about 500 US cities.',
    ],
    [
      'AI drafts, editors check',
      'Each meeting becomes a plain-language summary of the decisions, the votes and the public comment, checked against the record before it is published.',
    ],
    [
      'You get the brief',
      'On the city page, in your newsletter and in your team’s dashboard, usually the day after the meeting, with links to every source document.',
    ],
  ]),
});

const industries = block('Industries', {
  heading: 'Who uses CivicBrief',
  intro: 'Anyone who needs to know what a local government decided, without watching every meeting.',
  items: items([
    [
      'Local Government',
      'Give residents a clear, neutral account of every meeting and cut the calls to the clerk’s office.',
      '/government',
    ],
    [
      'Real Estate Firm',
      'See rezonings, general plan updates and project hearings in every market you build in.',
      '/real-estate',
    ],
    ['Government Affairs', 'Track ordinances and votes across dozens of jurisdictions from one inbox.'],
    ['Law Firm', 'Find the hearing, the motion and the staff report behind a land-use or utility matter in minutes.'],
    ['Public Advocacy Group', 'Know when your issue reaches an agenda, early enough to organise public comment.'],
    ['Media', 'Start your local story from the decision and the vote, with a link to the source.'],
  ]),
});

const offerings = block('Offerings', {
  heading: 'What you get',
  items: items([
    ['Meeting summaries', 'What was decided and why, with the roll-call votes, for every covered meeting.'],
    ['Agenda briefs', 'What is coming up next week, so you can act before the vote instead of after it.'],
    ['Multi-city dashboard', 'Every city in your regions, MSAs or markets on one screen, filtered by topic.'],
    ['Alerts and newsletters', 'A daily or weekly brief for the places and topics you choose.'],
  ]),
});

const testimonials = block('Testimonials', {
  heading: 'What early customers tell us (sample quotes)',
  items: [
    {
      quote:
        'We used to send an analyst to four planning commissions a week. Now we read the briefs over coffee and only go when it matters.',
      name: 'Sample customer',
      role: 'VP of Development',
      organization: 'a Bay Area homebuilder',
    },
    {
      quote:
        'Residents finally understand what the council decided. Our clerk gets fewer calls the morning after a long meeting.',
      name: 'Sample customer',
      role: 'City Manager',
      organization: 'a California city of 30,000',
    },
    {
      quote: 'I track utility rate cases in 40 cities. CivicBrief tells me which ones moved this week.',
      name: 'Sample customer',
      role: 'Government Affairs Director',
      organization: 'a regional energy company',
    },
  ],
});

const video = block('Video', {
  heading: 'CivicBrief in a minute',
  intro: 'From the agenda to the summary: what we do with each meeting.',
  title: 'CivicBrief in a minute',
});

const bookDemo = block('BookDemoPanel', {
  heading: 'Book a demo',
  intro: 'Tell us who you are and which cities you follow. We reply within one business day.',
  points: [
    'A walk-through of the cities you care about',
    'Sample summaries of their latest meetings',
    'Pricing for your team, with no commitment',
  ],
});

/** Block lists of the marketing pages, for the marketing app's block registry (apps/marketing, decision 028). */
export function marketingPages(firstYear: number): SeedPage[] {
  const page = (slug: string, title: string, description: string, content: SeedBlock[]) =>
    authoredPage({
      slug,
      title,
      domain: 'marketing',
      tags: ['marketing'],
      keywords: ['Marketing', title],
      description,
      publishedAt: utcDate(firstYear, 1, 1),
      content,
    });
  return [
    page(
      'home',
      'Local government meetings, summarized',
      'CivicBrief turns city council, planning commission and utilities meetings into clear summaries, agenda briefs and voter guides for about 500 US cities.',
      [
        officialsBanner,
        developersBanner,
        hero(
          'Know what your local government decided, without sitting through the meeting',
          'CivicBrief turns public meetings in about 500 US cities into summaries, agenda briefs and voter guides that residents, officials and professionals read in minutes.',
        ),
        howItWorks,
        video,
        industries,
        offerings,
        testimonials,
        bookDemo,
      ],
    ),
    page(
      'about',
      'About CivicBrief',
      'Why CivicBrief exists: local decisions shape daily life, and following them should take minutes, not evenings.',
      [
        hero(
          'Local decisions shape daily life. Following them should take minutes.',
          'Housing, roads, water rates and parks are decided in public meetings that few people have hours to watch. We read them for you.',
          'About us',
          '/contact#contact-form',
        ),
        block('TextSections', {
          heading: 'Why we started CivicBrief',
          sections: [
            {
              heading: 'The problem',
              paragraphs: [
                'A typical city council meeting runs three to five hours, and a planning commission meets twice a month. The record is public, but it is scattered across agenda PDFs, staff reports and video archives that few residents or professionals have time to read.',
              ],
            },
            {
              heading: 'What we do',
              paragraphs: [
                'CivicBrief follows the public meetings of about 500 US cities across some 35 states. We publish agenda briefs before each meeting, a summary of the decisions and votes after it, and neutral voter guides for elections at every level.',
              ],
            },
          ],
        }),
        block('TabbedBlock', {
          heading: 'How we work',
          tabs: [
            {
              label: 'Sources',
              title: 'Only the public record',
              text: 'Agendas, minutes, staff reports and meeting recordings published by each city. Every summary links to the documents it was written from.',
              image: {
                src: '/_marketing/media/civicbrief-tour-poster.jpg',
                alt: 'CivicBrief: agenda, meeting, summary',
              },
            },
            {
              label: 'Editing',
              title: 'AI drafts, people check',
              text: 'A language model drafts each summary from the record; an editor compares it with the source before it is published and corrects what the model got wrong.',
            },
            {
              label: 'Neutrality',
              title: 'Positions and votes, not opinions',
              text: 'We report what was proposed, who spoke and how each member voted. We do not endorse candidates or take sides on local issues.',
            },
          ],
        }),
        testimonials,
      ],
    ),
    page('contact', 'Contact CivicBrief', 'Book a demo, start a free trial or ask whether we cover your city.', [
      hero(
        'Talk to us',
        'Whether you track policy across many cities or want your own municipality covered, tell us what you need and we will set up a time.',
        'Contact',
      ),
      block('ContactForm', {
        variant: 'basic',
        heading: 'Book a demo',
        intro: 'We reply within one business day to set up a time that suits you.',
      }),
      block('CrmForm', {
        heading: 'Start a free trial',
        intro: 'Two weeks of briefs for up to five cities of your choice, no card needed.',
      }),
      block('Login', {
        heading: 'Already a customer?',
        intro: 'Sign in to see your saved cities and their latest summaries.',
      }),
    ]),
    page(
      'real-estate',
      'Real Estate Developers',
      'Zoning changes, project approvals and planning hearings across the cities you build in, summarized as soon as the meeting ends.',
      [
        developersBanner,
        hero(
          'Local decisions move markets. See them first.',
          'CivicBrief summarizes planning commission and city council meetings for real estate developers, so you know about zoning, entitlements and projects in every city you build in.',
          'For real estate developers',
        ),
        block('UseCases', {
          heading: 'How development teams use CivicBrief',
          items: items([
            [
              'Site selection',
              'Spot rezonings, housing element sites and general plan amendments while they are still being discussed.',
            ],
            [
              'Entitlements',
              'Know when your application reaches the planning commission or council, and how members and residents reacted.',
            ],
            [
              'Competitive watch',
              'See which projects nearby were approved, continued or denied, and the conditions attached.',
            ],
            [
              'Political read',
              'Follow how each council member votes on housing and development across a whole market.',
            ],
          ]),
        }),
        block('TabbedBlock', {
          heading: 'One brief per market',
          tabs: [
            {
              label: 'Planning commission',
              title: 'Every hearing, summarized',
              text: 'Applications, staff recommendations, public comment and the commission’s action, the day after the meeting.',
            },
            {
              label: 'City council',
              title: 'Appeals and ordinances',
              text: 'Appeals of commission decisions, impact fee changes and zoning ordinances, with the roll-call vote.',
            },
            {
              label: 'Regions and MSAs',
              title: 'Your markets, not just one city',
              text: 'Group the cities of an MSA or a region and read one brief for all of them.',
            },
          ],
        }),
        testimonials,
        block('ContactForm', {
          variant: 'extended',
          parentIndustry: 'Real Estate Firm',
          heading: 'Book a demo for your markets',
          intro: 'Tell us the regions, MSAs or markets you cover and we will show you their latest decisions.',
        }),
        block('RealEstateLead', {
          heading: 'Rather get a call back?',
          intro: 'Leave your details and someone from our real-estate team will call you.',
        }),
      ],
    ),
    page(
      'government',
      'CivicBrief for Local Government',
      'Clear, neutral summaries of your council and commission meetings for residents, published the day after each meeting.',
      [
        officialsBanner,
        hero(
          'Every resident deserves to know what their council decided',
          'CivicBrief publishes clear, neutral summaries of your council and commission meetings, so residents stay informed without sitting through the video.',
          'For local government',
        ),
        block('Offerings', {
          heading: 'What your city gets',
          items: items([
            [
              'A public page for your city',
              'Summaries and agenda briefs for every council and commission meeting, free for residents to read.',
            ],
            [
              'A resident newsletter',
              'A brief in residents’ inboxes after each meeting, with links to your agenda and minutes.',
            ],
            [
              'Accessible by default',
              'Plain language, readable on any phone, and checked against accessibility standards.',
            ],
          ]),
        }),
        block('UseCases', {
          heading: 'Where it helps',
          items: items([
            [
              'After a long meeting',
              'Residents read the decisions in five minutes instead of calling the clerk’s office.',
            ],
            [
              'Before a controversial vote',
              'An agenda brief explains what is proposed and how to take part in public comment.',
            ],
            [
              'During an election',
              'Neutral voter guides explain local measures and races next to your meeting record.',
            ],
          ]),
        }),
        video,
        block('ContactForm', {
          variant: 'extended',
          parentIndustry: 'Local Government',
          heading: 'Talk to us about your city',
          intro: 'Tell us which bodies you want covered; onboarding takes about two weeks.',
        }),
      ],
    ),
    ...legalPages(page),
  ];
}
