import type { ReactElement } from 'react';
import { makeIssue } from './digest-issue';
import { gutter, heading, link, muted, text } from './digest-mail-styles';
import type { DigestView } from './digest-model';
import { light, px, scheme, schemeStyleSheet, tokens } from './mail-theme';

const { fontSizes, fontWeights, space, radii } = tokens;

export type DigestMailTemplate = (view: DigestView) => ReactElement;

let template: Promise<DigestMailTemplate> | undefined;

/**
 * The mail's React tree, made once react-email's components are loaded, on the first mail: the package's one entry
 * loads every component, Tailwind and Prism among them (0.3 s and 45 MB in a Node process), which a gateway should
 * not pay at start, nor every test file that starts one. An import that fails is tried again on the next mail.
 */
export function digestMailTemplate(): Promise<DigestMailTemplate> {
  template ??= makeTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function makeTemplate(): Promise<DigestMailTemplate> {
  const components = await import('@react-email/components');
  const { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } = components;
  const Issue = makeIssue(components);

  /** The newsletter digest mail: tables and inline styles from react-email's components, one column, 600px at most. */
  function DigestMail({ view }: { view: DigestView }) {
    return (
      <Html lang="en" dir="ltr">
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light dark" />
          <meta name="supported-color-schemes" content="light dark" />
          <title>{view.subject}</title>
          {/* A constant style sheet (mail-theme.ts): nothing from the input is in it. */}
          <style dangerouslySetInnerHTML={{ __html: schemeStyleSheet }} />
        </Head>
        <Body className={scheme.page} style={{ backgroundColor: light.page, margin: 0, padding: `${px(space[4])} 0` }}>
          <Preview>{view.preview}</Preview>
          <Container style={{ maxWidth: '600px', width: '100%' }}>
            <Section
              style={{
                backgroundColor: light.band,
                borderRadius: `${radii.md} ${radii.md} 0 0`,
                padding: `${px(space[4])} ${gutter}`,
              }}
            >
              <Text style={{ ...text, margin: 0, fontSize: px(fontSizes.xl), fontWeight: fontWeights.bold }}>
                <Link href={view.siteOrigin} style={{ color: light.onBand, textDecoration: 'none' }}>
                  CivicBrief
                </Link>
              </Text>
            </Section>
            <Section
              className={scheme.card}
              style={{
                backgroundColor: light.card,
                border: `1px solid ${light.border}`,
                borderTop: 'none',
                borderRadius: `0 0 ${radii.md} ${radii.md}`,
                padding: `${px(space[2])} ${gutter} ${px(space[4])}`,
              }}
            >
              <Heading as="h1" className={scheme.text} style={heading(fontSizes['2xl'], space[4])}>
                Your newsletter
              </Heading>
              <Text className={scheme.text} style={text}>
                {view.greeting}
              </Text>
              <Text className={scheme.text} style={text}>
                {`Here is what is new for ${view.cities}.`}
              </Text>
              {view.issues.map((issue, index) => (
                <Issue key={`${issue.webUrl}#${index}`} issue={issue} />
              ))}
            </Section>
            <Section style={{ padding: `${px(space[4])} ${gutter}` }}>
              <Text className={scheme.muted} style={muted}>
                {`You subscribed to the CivicBrief newsletter for ${view.cities}.`}
              </Text>
              <Text className={scheme.muted} style={{ ...muted, margin: `0 0 ${px(space[2])}` }}>
                <Link className={scheme.link} href={view.links.frequency} style={link}>
                  Choose how often it comes
                </Link>
              </Text>
              <Text className={scheme.muted} style={{ ...muted, margin: `0 0 ${px(space[2])}` }}>
                <Link className={scheme.link} href={view.links.myData} style={link}>
                  Manage or download your data
                </Link>
              </Text>
              <Text className={scheme.muted} style={muted}>
                <Link className={scheme.link} href={view.links.unsubscribe} style={link}>
                  Unsubscribe
                </Link>
              </Text>
            </Section>
          </Container>
        </Body>
      </Html>
    );
  }

  return (view) => <DigestMail view={view} />;
}
