// Loaders only: each page is a chunk of its own. Sign-in validates with code loaded on demand;
// the other pages validate with contracts' schemas (zod) at once and sign-up carries the phone
// number's metadata, none of which the sign-in page downloads.
export const loadSigninPage = () => import('./pages/signin-page');
export const loadSignupPage = () => import('./pages/signup-page');
export const loadPasswordGetPage = () => import('./pages/password-get-page');
export const loadPasswordSetPage = () => import('./pages/password-set-page');
