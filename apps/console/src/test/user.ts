import type { User } from '@vitrina/contracts';

/** A signed-in user for tests: an owner with no permissions, English profile; override what a test needs. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Anna',
    email: 'anna@shop.example',
    phoneNumber: null,
    avatar: null,
    isCompany: false,
    locale: 'en',
    permissions: [],
    createdAt: 0,
    ...overrides,
  };
}
