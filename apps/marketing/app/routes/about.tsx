import { Link } from '@remix-run/react';
import { pageMeta, StaticPage } from '../components/sections';

export const meta = pageMeta('About', 'Why CivicBrief exists: local decisions shape daily life, and following them should take minutes, not evenings.');

export default function About() {
  return (
    <StaticPage>
      <h1>About CivicBrief</h1>
      <p>
        Most of the decisions that shape daily life, such as housing, roads, water rates, parks and public safety,
        are made in city council chambers and commission meetings. They are public, but few people have the hours
        it takes to watch them.
      </p>
      <p>
        CivicBrief follows the public meetings of about 500 US cities across some 35 states. We turn each meeting
        into a clear summary of what was discussed and decided, publish agenda briefs before meetings happen, and
        write neutral voter guides for elections at every level.
      </p>
      <h2>How we work</h2>
      <ul>
        <li>We work only from public records: agendas, minutes, staff reports and meeting recordings.</li>
        <li>AI drafts each summary; editors check it against the source before it is published.</li>
        <li>We link to the original documents so every reader can verify what we wrote.</li>
        <li>We do not take sides. Summaries report positions and votes, not our opinions.</li>
      </ul>
      <h2>Who reads us</h2>
      <p>
        Residents who want to know what their city is doing, public officials who share our summaries with their
        communities, and professionals in government affairs, real estate, law, advocacy and media who need to
        track many cities at once.
      </p>
      <p>
        Want CivicBrief for your organisation? <Link to="/contact#contact-form">Get in touch</Link>.
      </p>
    </StaticPage>
  );
}
