import { useMutation } from '@tanstack/react-query';
import type { ProfilePatch, User } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { fetchProfile, setUser } from '../../../lib/session';
import { profileKeys } from '../keys';

/** PATCH /users/profile; the avatar travels as a data URL (or null to remove it). */
export async function updateProfile(patch: ProfilePatch): Promise<User> {
  const answer = await http.patch<User | null>('/users/profile', patch, { quiet: true });
  return answer && typeof answer === 'object' && 'id' in answer ? answer : fetchProfile();
}

export function useUpdateProfile() {
  return useMutation({ mutationKey: profileKeys.update(), mutationFn: updateProfile, onSuccess: setUser });
}
