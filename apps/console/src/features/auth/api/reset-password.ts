import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { authKeys } from '../keys';

/** POST /users/reset/{token} sets the password and answers like /login. */
export function resetPassword({ token, password }: { token: string; password: string }): Promise<LoginResult> {
  return http.post<LoginResult>(`/users/reset/${encodeURIComponent(token)}`, { password }, { quiet: true });
}

export function useResetPassword() {
  return useMutation({ mutationKey: authKeys.resetPassword(), mutationFn: resetPassword });
}
