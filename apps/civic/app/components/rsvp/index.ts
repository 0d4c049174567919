export { IncompleteInvitation, RsvpHeader } from './rsvp-header';
