import { Lead, PageTitle, Section, Content } from './page-parts';

export interface ErrorPageProps {
  /** A missing page gets its own explanation; anything else is the spec's default error. */
  notFound: boolean;
}

export function ErrorPage({ notFound }: ErrorPageProps) {
  return (
    <Section>
      <Content>
        <PageTitle>{notFound ? 'Page not found' : 'Something went wrong'}</PageTitle>
        <Lead>
          {notFound
            ? 'The page you are looking for does not exist or has moved.'
            : 'We could not show this page right now. Please try again in a moment.'}
        </Lead>
        <p>
          {/* Home is the marketing app's page: a full page load, whichever app failed. */}
          <a href="/">Go to the home page</a>
        </p>
      </Content>
    </Section>
  );
}
