import { Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import { messages } from '@civicbrief/contracts';

export interface PreviewErrorScreenProps {
  /** What went wrong, shown to the editor as it is (spec §8 "Preview failure"). */
  message: string;
}

/** The spec's preview error screen: its title, the advice about custom components, and the error message. */
export function PreviewErrorScreen({ message }: PreviewErrorScreenProps) {
  return (
    <Section>
      <Content>
        <PageTitle>{messages.previewFailed}</PageTitle>
        <Lead>Check for custom components that are not available in the preview app.</Lead>
        <p>
          <strong>Error:</strong> <code>{message}</code>
        </p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </Content>
    </Section>
  );
}
