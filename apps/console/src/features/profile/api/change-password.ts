import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileKeys } from '../keys';

/** POST /password {password, currentPassword}. */
export function changePassword(body: { password: string; currentPassword: string }): Promise<unknown> {
  return http.post<unknown>('/password', body, { quiet: true });
}

export function useChangePassword() {
  return useMutation({ mutationKey: profileKeys.changePassword(), mutationFn: changePassword });
}
