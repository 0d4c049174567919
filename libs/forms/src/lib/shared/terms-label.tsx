import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const Link = styled.a`
  color: ${theme.colors.primary};
  text-decoration: underline;
`;

/** The terms checkbox's label, linking the documents it agrees to (they open in the marketing site). */
export function TermsLabel() {
  return (
    <>
      I agree to the <Link href="/terms-of-service">terms and conditions</Link> and the{' '}
      <Link href="/privacy-policy">privacy policy</Link>.
    </>
  );
}
