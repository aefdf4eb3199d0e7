/** Auth calls are mutations; the keys name them for devtools and for isMutating checks. */
export const authKeys = {
  all: ['auth'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  register: () => [...authKeys.all, 'register'] as const,
  confirm: () => [...authKeys.all, 'confirm'] as const,
  resend: () => [...authKeys.all, 'resend'] as const,
  resetRequest: () => [...authKeys.all, 'reset-request'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
};
