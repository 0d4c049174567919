import { SuccessPanel } from '@civicbrief/forms';

/** The page's answer to a known person: their onboarding request is already with the team. */
export function WelcomeBack({ firstName }: { firstName: string | null }) {
  return (
    <SuccessPanel
      title={firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      text="You are already onboarded: our team has your details and will keep you posted."
    />
  );
}
