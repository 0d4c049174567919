import { Content, Section } from '@civicbrief/design-system';
import type { MetaFunction } from '@remix-run/node';

export const meta: MetaFunction = () => [
  { title: 'Subscription center | CivicBrief' },
  { name: 'description', content: 'The CivicBrief subscription center is no longer active.' },
];

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
