/** Sign-up, sign-in, tokens, API keys and the users store. */
export { type AccessTokens, createAccessTokens } from './access-tokens';
export { endSession, isSessionEnded } from './ended-sessions';
export { hashPassword } from './passwords';
export { REWARD_RATES, referralCodeOf, referredProjects } from './referrals';
export { accountsRoutes } from './routes';
export { API_KEY_PREFIX, hashToken, loadSecret } from './secrets';
export { tokenCookieOf } from './session-cookies';
export {
  confirmUser,
  findUserByApiKeyHash,
  findUserByEmail,
  findUserById,
  grantPermissions,
  insertUser,
  listPermissions,
  setPassword,
  type UserRow,
} from './store';
export { toUserDto } from './user-dto';
