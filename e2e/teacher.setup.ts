import { test as setup } from '@playwright/test';
import { signUpVerified } from './support/accounts';

const TEACHER_STATE = '.tmp/e2e-auth/teacher.json';

/** One signed-in teacher whose session the navigation and tool tests reuse. */
setup('sign up and confirm a teacher', async ({ page }) => {
  await signUpVerified(page);
  await page.context().storageState({ path: TEACHER_STATE });
});
