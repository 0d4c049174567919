// A page of a Vite + React app built from the packages: a Card in the theme, the newsletter form and the survey.
import { Card, theme } from '@civicbrief/design-system';
import { NewsletterForm } from '@civicbrief/forms';
import { DEFAULT_LOCATION } from '@civicbrief/locations';
import { createSubscriptionSurvey, SubscriptionSurvey } from '@civicbrief/surveys';
import { ThemeProvider } from 'styled-components';

export function Page() {
  return (
    <ThemeProvider theme={theme}>
      <Card title="Saratoga City Council" description="Bike lanes on Saratoga Avenue" />
      <NewsletterForm defaults={DEFAULT_LOCATION} label="Newsletter" action="/subscribe" />
      <SubscriptionSurvey initial={createSubscriptionSurvey()} action="/survey" />
    </ThemeProvider>
  );
}
