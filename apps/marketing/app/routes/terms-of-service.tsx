import { pageMeta, StaticPage } from '../components/sections';

export const meta = pageMeta('Terms of Service', 'The terms that apply when you use the CivicBrief website and newsletters.');

export default function TermsOfService() {
  return (
    <StaticPage>
      <h1>Terms of Service</h1>
      <p>
        These terms apply to your use of the CivicBrief website, newsletters and related services. By using them
        you agree to these terms. If you do not agree, please do not use the services.
      </p>
      <h2>Our content</h2>
      <p>
        Summaries, agenda briefs and voter guides are prepared from public records with the help of AI and reviewed
        by editors. We work to keep them accurate, but they are summaries: the official agendas, minutes and
        recordings remain the authoritative record. Do not rely on our content as legal, financial or professional
        advice.
      </p>
      <h2>Your use of the services</h2>
      <ul>
        <li>You may read, share and link to our pages for personal and non-commercial purposes.</li>
        <li>You may not copy our content in bulk, resell it, or use automated means to scrape it.</li>
        <li>You must give accurate information when you subscribe, request a city or contact us.</li>
      </ul>
      <h2>Newsletters</h2>
      <p>
        You can unsubscribe at any time with the link at the bottom of every newsletter. We send newsletters only to
        people who asked for them.
      </p>
      <h2>Liability</h2>
      <p>
        The services are provided as they are. To the extent the law allows, CivicBrief is not liable for losses
        that result from using, or being unable to use, the services or their content.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms. When we make a material change we will say so on this page before it takes
        effect. Questions: <a href="mailto:hello@civicbrief.example">hello@civicbrief.example</a>.
      </p>
    </StaticPage>
  );
}
