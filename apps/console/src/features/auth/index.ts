export { PasswordGetPage } from './pages/password-get-page';
export { PasswordSetPage } from './pages/password-set-page';
export { SigninPage } from './pages/signin-page';
export { SignupPage } from './pages/signup-page';
