/** The demo owner's login (DEMO=1); apart from seed.ts so the demo shop can name it without importing the seeding. */
export const DEMO_EMAIL = 'demo@vitrina.local';
export const DEMO_PASSWORD = 'demo12345';
