import { BookDemo, PageHero, pageMeta, TileSection, type TileText } from '../components/sections';

export const meta = pageMeta(
  'Local government meetings, summarized',
  'CivicBrief turns city council, planning commission and utilities meetings into clear summaries, agenda briefs and voter guides for about 500 US cities.',
);

const steps: TileText[] = [
  ['We follow the meetings', 'City councils, planning commissions and utilities commissions, from agenda to adjournment.'],
  ['We summarize what matters', 'Decisions, votes, projects and public comment, written in plain language and checked by editors.'],
  ['You get the brief', 'A city page and a newsletter that arrive when the meeting is done, not weeks later.'],
];

const industries: TileText[] = [
  ['Local government', 'Share clear, timely summaries of your own meetings with residents.'],
  ['Government affairs', 'Track policy changes across every city you cover without watching hours of video.'],
  ['Real estate and development', 'See zoning changes, project approvals and hearings before your competitors do.'],
  ['Law firms, advocacy and media', 'Find the votes, ordinances and debates behind the story, with sources.'],
];

const offerings: TileText[] = [
  ['Meeting summaries', 'What was decided and why, with the votes, for every covered meeting.'],
  ['Agenda summaries', 'What is coming up, so you can take part before the decision is made.'],
  ['Voter guides', 'Neutral, sourced guides to candidates and races from the city to the presidency.'],
  ['Newsletters', 'A brief for your city in your inbox, free for residents.'],
];

export default function Home() {
  return (
    <>
      <PageHero
        title="Know what your local government decided, without sitting through the meeting"
        lead="CivicBrief turns public meetings in about 500 US cities into summaries, agenda briefs and voter guides that residents, officials and professionals can read in minutes."
      >
        <BookDemo />
      </PageHero>
      <TileSection id="how-it-works" title="How it works" tiles={steps} steps />
      <TileSection id="industries" title="Who it is for" tiles={industries} tone="surface" />
      <TileSection id="offerings" title="What you get" tiles={offerings} />
    </>
  );
}
