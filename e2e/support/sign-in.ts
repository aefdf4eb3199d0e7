import type { Page } from 'playwright-core';

/** Signs the demo owner in through the console's sign-in form and waits for the projects list. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByTestId('signin-email').fill('demo@vitrina.local');
  await page.getByTestId('signin-password').fill('demo12345');
  await page.getByTestId('signin-submit').click();
  await page.waitForURL(/\/projects$/);
}
