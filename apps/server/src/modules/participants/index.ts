/** A project's team: invitations, permissions and their mails. */
export { createFeedFailureNotifier } from './feed-failure';
export { participantsRoutes } from './routes';
