export { OnboardingIntro } from './onboarding-intro';
export { OnboardingModal, CHECKING_INVITATION } from './onboarding-modal';
export { OnboardingSection } from './onboarding-section';
export { useInvitationCheck, type Invitation, type InvitationStatus } from './use-invitation-check';
export { WelcomeBack } from './welcome-back';
