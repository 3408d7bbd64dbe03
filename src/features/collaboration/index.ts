export { useInvitations } from './api/get-invitations';
export { ReceivedInvitation } from './components/ReceivedInvitation';
export { pendingReceived } from './invitations';
export { ShareWithTeamButton } from './share/ShareWithTeamButton';
export { ShareWithTeamDialog } from './share/ShareWithTeamDialog';
