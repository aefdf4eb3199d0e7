// Sign-in is part of the first download (the page most visits start on); the other pages are
// chunks of their own: they validate with contracts' schemas (zod) at once and sign-up carries the
// phone number's metadata, none of which the sign-in page needs before its form is used.
export { SigninPage } from './pages/signin-page';
export const loadSignupPage = () => import('./pages/signup-page');
export const loadPasswordGetPage = () => import('./pages/password-get-page');
export const loadPasswordSetPage = () => import('./pages/password-set-page');
