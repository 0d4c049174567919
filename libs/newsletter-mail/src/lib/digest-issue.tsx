import type * as ReactEmail from '@react-email/components';
import type { IssueView, SectionView } from './digest-model';
import { heading, link, muted, rule, text } from './digest-mail-styles';
import { px, scheme, tokens } from './mail-theme';

const { fontSizes, fontWeights, space } = tokens;

/** react-email's components, loaded on the first mail (digest-mail.tsx). */
export type MailComponents = typeof ReactEmail;

/** One issue of the digest mail, made from the loaded components: its title, web link and sections. */
export function makeIssue({ Heading, Hr, Link, Section, Text }: MailComponents) {
  function Issue({ issue }: { issue: IssueView }) {
    return (
      <Section>
        <Hr className={scheme.rule} style={rule} />
        <Heading as="h2" className={scheme.text} style={heading(fontSizes.xl, space[0])}>
          {issue.title}
        </Heading>
        <Text className={scheme.muted} style={muted}>
          <Link className={scheme.link} href={issue.webUrl} style={link}>
            Read it on the web
          </Link>
        </Text>
        {issue.sections.map((section) => (
          <IssueSection key={section.title} section={section} />
        ))}
      </Section>
    );
  }

  function IssueSection({ section }: { section: SectionView }) {
    return (
      <>
        <Heading as="h3" className={scheme.text} style={heading(fontSizes.lg, space[5])}>
          {section.title}
        </Heading>
        {section.items.length > 0 && (
          <ul style={{ margin: `0 0 ${px(space[3])}`, padding: `0 0 0 ${px(space[5])}` }}>
            {section.items.map((item, index) => (
              <li
                key={`${item.url}#${index}`}
                className={scheme.text}
                style={{ ...text, margin: `0 0 ${px(space[3])}` }}
              >
                {/* Divisions, not paragraphs: the plain text keeps an item's lines together. */}
                <div style={{ ...text, margin: 0 }}>
                  <Link className={scheme.link} href={item.url} style={{ ...link, fontWeight: fontWeights.semibold }}>
                    {item.title}
                  </Link>
                </div>
                {item.date && (
                  <div className={scheme.muted} style={{ ...muted, margin: 0 }}>
                    {item.date}
                  </div>
                )}
                {item.description && (
                  <div className={scheme.text} style={{ ...text, margin: 0 }}>
                    {item.description}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {section.more && (
          <Text className={scheme.muted} style={muted}>
            <Link className={scheme.link} href={section.more.url} style={link}>
              {`and ${section.more.count} more on the city page`}
            </Link>
          </Text>
        )}
      </>
    );
  }

  return Issue;
}
