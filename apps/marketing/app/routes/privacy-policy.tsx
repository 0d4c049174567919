import { pageMeta, StaticPage } from '../components/sections';

export const meta = pageMeta('Privacy Policy', 'What personal information CivicBrief collects, why, and the choices you have.');

export default function PrivacyPolicy() {
  return (
    <StaticPage>
      <h1>Privacy Policy</h1>
      <p>
        This policy explains what personal information CivicBrief collects, how we use it and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>What you give us: your email address, name, city, county and state when you subscribe, and your role,
          company and contact details when you ask for a demo or onboarding.</li>
        <li>Your answers when you RSVP to an event or take a feedback survey.</li>
        <li>Usage information, such as pages visited, collected with cookies only if you consent to them.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To send the newsletters you asked for, about the places you chose.</li>
        <li>To answer your requests and, for demos and onboarding, to follow up with you.</li>
        <li>To understand which content is useful and improve it.</li>
      </ul>
      <p>We do not sell your personal information.</p>
      <h2>Who we share it with</h2>
      <p>
        Service providers who help us run CivicBrief, such as our email delivery and customer relationship
        providers, process your information on our behalf and only for these purposes.
      </p>
      <h2>Your choices</h2>
      <p>
        You can unsubscribe from any newsletter with the link it contains, withdraw cookie consent at any time, and
        ask us to access, correct or delete your information by writing to{' '}
        <a href="mailto:hello@civicbrief.example">hello@civicbrief.example</a>.
      </p>
    </StaticPage>
  );
}
