export { useInvitations } from './api/get-invitations';
export { ReceivedInvitation } from './components/ReceivedInvitation';
export { type Invitation, pendingReceived } from './invitations';
