import { Content, Section } from '@civicbrief/design-system';
import { pageMeta } from '../components/sections';

export const meta = pageMeta('Subscription center', 'The CivicBrief subscription center is no longer active.');

// The spec allows only this sentence on the page; it is the page's heading.
export default function SubscriptionCenter() {
  return (
    <Section>
      <Content>
        <h1>Subscription center is no longer active.</h1>
      </Content>
    </Section>
  );
}
