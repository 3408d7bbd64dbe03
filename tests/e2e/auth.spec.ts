import { ADMIN, expect, newEmail, signIn, test } from './fixtures';

const PASSWORD = 'pipette tips 42';

test('a new researcher signs up, switches to French, logs out and signs back in', async ({ page }) => {
  const email = newEmail('ada');
  await page.goto('/');
  await expect(page.getByText('Advanced Transcriptomic Data Visualization')).toBeVisible();
  await expect(page.getByText('Secure authentication for research data')).toBeVisible();

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Gene Lists' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Data Import' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  const frenchNav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(frenchNav.getByRole('link', { name: 'Projets' })).toBeVisible();
  await page.reload();
  await expect(frenchNav.getByRole('link', { name: 'Projets' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  // The copy made at sign-up stays on this device, locked by the password.
  const signOut = page.getByRole('dialog', { name: 'Déconnexion' });
  await expect(signOut).toContainText('seul votre mot de passe l');
  await signOut.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Bon retour !')).toBeVisible();
  await expect(frenchNav).toBeVisible();
});

test('signing up with an e-mail already registered says so', async ({ page, request }) => {
  const email = newEmail('dup');
  const created = await request.post('/api/auth/register/', {
    data: { first_name: 'First', last_name: 'Owner', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Second Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'An account with this e-mail address already exists.' })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Registration Failed')).toBeVisible();
});

test('a wrong password shows the error and the Login Failed toast, on the Sign In tab only', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  const formAlert = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'No active account found with the given credentials.' });
  await expect(formAlert).toBeVisible();
  // Signing up is another form: the sign-in's failure is not its business.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expect(formAlert).toHaveCount(0);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(formAlert).toBeVisible();
});

test('an administrator sees the Data Import entry and the console; a researcher sees neither', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Data Import' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'Administration sections' });
  await expect(sections.getByRole('tab')).toHaveText([
    'Data import',
    'Users',
    'Projects',
    'Gene lists',
    'Subscriptions',
    // The administrator made at start is a superuser: the audit log is theirs to read.
    'Audit log',
  ]);
  await expect(page.getByText('Drop a ZIP archive here, or click to choose one')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  const email = newEmail('researcher');
  await page.request.post('/api/auth/register/', {
    data: { first_name: 'Gregor', last_name: 'Mendel', email, password: PASSWORD },
  });
  await signIn(page, email, PASSWORD);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Data Import' }),
  ).toHaveCount(0);
  await page.goto('/upload');
  await expect(page.getByText('For administrators only')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Administration sections' })).toHaveCount(0);
});
