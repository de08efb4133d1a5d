import { baseURL } from './support/accounts';
import { expect, signInThroughForm, test } from './support/test';

/** The session ends elsewhere (another browser terminates the other sessions) while a form holds typed values. */
test('typed values survive a session ended from elsewhere: add stream and stream settings', async ({
  page,
  playwright,
  newUser,
  signIn,
}) => {
  test.setTimeout(90_000);
  const account = await newUser();
  await signIn(account);
  const elsewhere = await playwright.request.newContext({ baseURL });
  const endSessionFromElsewhere = async () => {
    expect(
      (await elsewhere.post('/v1/sign-in', { data: { login: account.login, password: account.password } })).ok(),
    ).toBe(true);
    expect((await elsewhere.post('/v1/sessions/terminate')).ok()).toBe(true);
  };

  try {
    // Add stream: typed, then the session ends, then save.
    await page.goto('/ui/add-stream');
    await page.getByLabel('Name').fill('Kept gate');
    await page.getByLabel('Source URL').fill('rtsp://cam:secret@127.0.0.1:1/kept');
    await page.getByLabel('Location').fill('Back yard');
    await endSessionFromElsewhere();
    await page.getByRole('button', { name: 'Add stream', exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/auth$/);
    await expect(page.getByText('Your unsaved changes are kept and come back after you sign in.')).toBeVisible();
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/ui\/add-stream$/, { timeout: 20_000 });
    await expect(page.getByLabel('Name')).toHaveValue('Kept gate');
    await expect(page.getByLabel('Location')).toHaveValue('Back yard');
    // The credentials in the address are never kept.
    await expect(page.getByLabel('Source URL')).toHaveValue('rtsp://127.0.0.1:1/kept');

    // Stream settings: a stream of the user's own, renamed in the form, then the session ends, then save.
    await page.getByLabel('Source URL').fill('demo://Kept');
    await page.getByRole('button', { name: 'Add stream', exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/stream\/[^/]+\/info$/, { timeout: 35_000 });
    const uid = /\/ui\/stream\/([^/]+)\/info$/.exec(page.url())?.[1] ?? '';
    await page.goto(`/ui/stream/${uid}/setting`);
    await page.getByLabel('Name').fill('Renamed gate');
    await endSessionFromElsewhere();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/ui\/auth$/);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(new RegExp(`/ui/stream/${uid}/setting$`), { timeout: 20_000 });
    await expect(page.getByLabel('Name')).toHaveValue('Renamed gate');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Stream settings has been saved')).toBeVisible();
  } finally {
    await elsewhere.dispose();
  }
});
