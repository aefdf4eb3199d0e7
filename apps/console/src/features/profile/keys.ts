export const profileKeys = {
  all: ['profile'] as const,
  update: () => [...profileKeys.all, 'update'] as const,
  changePassword: () => [...profileKeys.all, 'change-password'] as const,
  releaseApiKey: (userId: string) => [...profileKeys.all, 'api-key', userId] as const,
};
