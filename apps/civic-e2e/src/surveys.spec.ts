import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  expect,
  expectHydrated,
  expectJavaScriptWithin,
  expectNoAxeViolations,
  expectToastCloses,
  formPageWithoutJavaScript,
  identifyPerson,
  plainTest,
  serverError,
  tabTo,
  test,
  toast,
  uniqueEmail,
  JS_BUDGET_KIB,
  VIEWPORTS,
  watchErrors,
} from '@civicbrief/e2e-support';

// The subscriber feedback surveys (decision 032): /survey and /saratoga-survey.
const PLACE = 'city=Saratoga&state=California&county=Santa+Clara+County';
const SUBMIT_FAILED = 'Error while submitting. Please try again later';
const SARATOGA_FAILED = 'Something went wrong, please try again.';
const SARATOGA_THANKS = 'Thank you! We appreciate your feedback.';
const SUBSCRIPTION_THANKS = 'Thank you for your feedback!';

/** A subscriber the gateway knows; the survey link carries their id. */
const subscriber = (request: APIRequestContext) =>
  identifyPerson(request, { email: uniqueEmail('survey'), first_name: 'Ada', objectTypeId: 1 });

/** The records the page posted to /api/survey, in order. */
function surveyPosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/survey')
      posts.push(request.postDataJSON());
  });
  return posts;
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Survey progress' });
const question = (page: Page, name: string) => page.getByRole('group', { name });
const ranking = (page: Page) => page.getByRole('list', { name: 'Rank your reasons, the most important first.' });

const subscriptionAnswers: [question: string, answer: string][] = [
  ['Does the newsletter cover the meetings and topics you care about?', 'Yes'],
  ['Are the meeting summaries clear and easy to read?', 'Sometimes'],
  ['Do the summaries match what was decided at the meetings?', 'No'],
  ['Do you get the newsletter as often as you would like?', 'Yes'],
  ['How would you rate the newsletter overall?', 'Good'],
  ['May we contact you about your answers?', 'No'],
];

/** Answers the Subscription survey's steps from `from` up to (not including) `to`, with Next after each. */
async function answerSubscription(page: Page, from = 0, to = 5) {
  for (const [prompt, answer] of subscriptionAnswers.slice(from, to)) {
    await expect(question(page, prompt)).toBeVisible();
    await radio(page, answer).check();
    await next(page).click();
  }
}

test('renders on the server: private, noindex, one heading; without an id, an explanation and no questions', async ({
  request,
}) => {
  for (const path of ['/survey', '/saratoga-survey']) {
    const response = await request.get(`${path}?${PLACE}&id=someone`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    const anonymous = await (await request.get(`${path}?${PLACE}`)).text();
    expect(anonymous).toContain('This survey is for newsletter subscribers.');
    expect(anonymous).not.toContain('type="radio"');
  }
});

test('Subscription survey: one question a step, a choice required, the chosen answer cleared by a click, 20 x step, then the confirmation', async ({
  page,
  request,
}) => {
  const id = await subscriber(request);
  const posts = surveyPosts(page);
  await page.goto(`/survey?${PLACE}&id=${id}`);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await next(page).click();
  await expect(page.getByText('Please select an option')).toBeVisible();
  await radio(page, 'Yes').check();
  await expect(page.getByText('Please select an option')).toHaveCount(0);
  // Clicking the chosen answer again clears it.
  await radio(page, 'Yes').click();
  await expect(radio(page, 'Yes')).not.toBeChecked();
  await next(page).click();
  await expect(page.getByText('Please select an option')).toBeVisible();
  await radio(page, 'Yes').check();
  await page.getByRole('textbox', { name: 'Anything you would like to add? (optional)' }).fill('More on the budget');
  await next(page).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');
  await back(page).click();
  await expect(radio(page, 'Yes')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Anything you would like to add? (optional)' })).toHaveValue(
    'More on the budget',
  );
  await next(page).click();
  await answerSubscription(page, 1, 5);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await radio(page, 'No').check();
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 1, name: SUBSCRIPTION_THANKS })).toBeVisible();
  expect(posts).toEqual([
    {
      event: 'SubscriptionFeedbackSurvey',
      content: 'Yes',
      extraContent: 'More on the budget',
      clarity: 'Sometimes',
      extraClarity: '',
      accuracy: 'No',
      extraAccuracy: '',
      frequency: 'Yes',
      extraFrequency: '',
      overall: 'Good',
      extraOverall: '',
      contact: 'No',
      id,
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
    },
  ]);
});

plainTest(
  "Subscription survey: a refused record returns to step 5 with 'Error while submitting. Please try again later'",
  async ({ page, request }) => {
    const errors = watchErrors(page, 500);
    const id = await subscriber(request);
    await page.route('**/api/survey', (route) => route.fulfill(serverError));
    await page.goto(`/survey?${PLACE}&id=${id}`);
    await answerSubscription(page);
    await radio(page, 'Yes').check();
    await submit(page).click();
    const failure = toast(page, SUBMIT_FAILED);
    await expect(failure).toBeVisible();
    await expect(question(page, 'May we contact you about your answers?')).toBeVisible();
    await expect(radio(page, 'Yes')).toBeChecked();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await expectToastCloses(failure);
    // The gateway is back: the same answers go through.
    await page.unroute('**/api/survey');
    await submit(page).click();
    await expect(page.getByRole('heading', { name: SUBSCRIPTION_THANKS })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

const saratogaSteps: [prompt: string, answer: string][] = [
  ['How often would you like to receive the newsletter?', 'More often'],
  ['Would you like a summary of each agenda before the meeting?', 'Yes'],
  ['Are the topics we cover relevant to you?', 'Somewhat'],
  ['Which other topic would you most like us to cover?', 'Parks, trails and community events'],
  ['Which explainer would help you most?', 'How to give public comment'],
  ['Are the summaries easy to understand?', 'Yes'],
  ['Do you find the summaries reliable and accurate?', 'No'],
];

/** Saratoga steps 2-8 (their answers, Next disabled until each is chosen); ends on Submit pressed. */
async function answerSaratogaFromStepTwo(page: Page) {
  for (const [index, [prompt, answer]] of saratogaSteps.entries()) {
    await expect(page.getByText(`Step ${index + 3} of 10`)).toBeVisible();
    await expect(question(page, prompt)).toBeVisible();
    const button = index === saratogaSteps.length - 1 ? submit(page) : next(page);
    await expect(button).toBeDisabled();
    await radio(page, answer).check();
    if (index === 3)
      await page.getByRole('textbox', { name: 'Any other topic we should follow? (optional)' }).fill('Water rates');
    await button.click();
  }
}

test('Saratoga survey: intro, reasons, ranking, Step N of 10, the record posted on each step, then the thank-you', async ({
  page,
  request,
}) => {
  const id = await subscriber(request);
  const posts = surveyPosts(page);
  await page.goto(`/saratoga-survey?${PLACE}&id=${id}`);
  // What is counted is the app's record of each step (before it arrives a step posts to the server): it is waited for.
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('Step 1 of 10')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Keep an eye on the city budget, fees and taxes' }).check();
  await page.getByRole('checkbox', { name: 'Save time: one short summary instead of hours of video' }).check();
  await next(page).click();
  await expect(page.getByText('Step 2 of 10')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rank your reasons, the most important first.' })).toBeFocused();
  await page.getByRole('button', { name: 'Move up: Save time: one short summary instead of hours of video' }).click();
  await expect(ranking(page).getByRole('listitem').first()).toContainText('Save time');
  await next(page).click();
  // Clicking the chosen answer clears it, and Next is disabled again.
  await radio(page, 'Less often').check();
  await expect(next(page)).toBeEnabled();
  await radio(page, 'Less often').click();
  await expect(radio(page, 'Less often')).not.toBeChecked();
  await expect(next(page)).toBeDisabled();
  await answerSaratogaFromStepTwo(page);
  await expect(page.getByRole('heading', { level: 1, name: SARATOGA_THANKS })).toBeVisible();
  await expect.poll(() => posts.length).toBe(10);
  expect(posts.map((post) => post.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(posts.at(-1)).toEqual({
    event: 'SaratogaFeedbackSurvey',
    firstQuestion: 'time-saving budget-taxes',
    secondQuestion: 'More often',
    thirdQuestion: 'Yes',
    fourthQuestion: 'Somewhat',
    fourthQuestion2: 'Water rates',
    fifthQuestion: 'Parks, trails and community events',
    sixthQuestion: 'How to give public comment',
    seventhQuestion: 'Yes',
    seventhQuestion2: '',
    eighthQuestion: 'No',
    step: 9,
    id,
    city: 'Saratoga',
    county: 'Santa Clara County',
    state: 'California',
  });
});

test('Saratoga survey: with one reason the ranking is skipped going forward and back', async ({ page, request }) => {
  const id = await subscriber(request);
  await page.goto(`/saratoga-survey?${PLACE}&id=${id}`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('checkbox', { name: 'Hear about road work, traffic and transit changes early' }).check();
  await next(page).click();
  await expect(page.getByText('Step 3 of 10')).toBeVisible();
  await back(page).click();
  await expect(page.getByText('Step 1 of 10')).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Hear about road work, traffic and transit changes early' }),
  ).toBeChecked();
});

plainTest(
  "Saratoga survey: a refused final post returns to step 8 with the 'Error' toast",
  async ({ page, request }) => {
    const errors = watchErrors(page, 500);
    const id = await subscriber(request);
    await page.route('**/api/survey', (route) =>
      route.request().postDataJSON()?.step === 9 ? route.fulfill(serverError) : route.continue(),
    );
    await page.goto(`/saratoga-survey?${PLACE}&id=${id}`);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('checkbox', { name: 'Follow housing, zoning and development projects near me' }).check();
    await next(page).click();
    await answerSaratogaFromStepTwo(page);
    const failure = toast(page, SARATOGA_FAILED);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Error');
    await expect(page.getByText('Step 9 of 10')).toBeVisible();
    await expect(radio(page, 'No')).toBeChecked();
    await expectToastCloses(failure);
    expect(errors).toEqual([]);
  },
);

test('keyboard only: Tab, arrows, Space and Enter answer the Subscription survey', async ({ page, request }) => {
  const id = await subscriber(request);
  await page.goto(`/survey?${PLACE}&id=${id}`);
  for (const [step, [prompt, wanted]] of subscriptionAnswers.entries()) {
    // Tab reaches the question's first answer, Space picks it, the arrows move to the wanted one.
    await tabTo(page, question(page, prompt).getByRole('radio').first(), 40);
    await page.keyboard.press('Space');
    for (let presses = 0; presses < 5 && !(await radio(page, wanted).isChecked()); presses++)
      await page.keyboard.press('ArrowRight');
    await expect(radio(page, wanted)).toBeChecked();
    await tabTo(page, step === 5 ? submit(page) : next(page), 40);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: SUBSCRIPTION_THANKS })).toBeVisible();
});

test('no accessibility violations on either survey, with an error shown, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  const id = await subscriber(request);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/survey?${PLACE}&id=${id}`);
    await next(page).click();
    await expect(page.getByText('Please select an option')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/saratoga-survey?${PLACE}&id=${id}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('checkbox', { name: 'Keep an eye on the city budget, fees and taxes' }).check();
    await page.getByRole('checkbox', { name: 'Follow schools, libraries and community services' }).check();
    await next(page).click();
    await expectNoAxeViolations(page);
    await page.goto(`/saratoga-survey?${PLACE}`);
    await expectNoAxeViolations(page);
  }
});

plainTest(
  'without JavaScript: both surveys answered to the end, step by step, by form posts',
  async ({ browser, request }) => {
    const id = await subscriber(request);
    await formPageWithoutJavaScript(browser, `/survey?${PLACE}&id=${id}`, async (page) => {
      await next(page).click();
      await expect(page.getByText('Please select an option')).toBeVisible();
      await answerSubscription(page, 0, 2);
      await back(page).click();
      await expect(radio(page, 'Sometimes')).toBeChecked();
      await next(page).click();
      await answerSubscription(page, 2, 5);
      await radio(page, 'Yes').check();
      await submit(page).click();
      await expect(page.getByRole('heading', { name: SUBSCRIPTION_THANKS })).toBeVisible();

      await page.goto(`/saratoga-survey?${PLACE}&id=${id}`);
      await page.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByText('Step 1 of 10')).toBeVisible();
      await page.getByRole('checkbox', { name: 'Keep an eye on the city budget, fees and taxes' }).check();
      await page.getByRole('checkbox', { name: 'Save time: one short summary instead of hours of video' }).check();
      await next(page).click();
      await page.getByRole('button', { name: 'Move down: Keep an eye on the city budget, fees and taxes' }).click();
      await expect(ranking(page).getByRole('listitem').first()).toContainText('Save time');
      await next(page).click();
      for (const [index, [prompt, answer]] of saratogaSteps.entries()) {
        await expect(page.getByText(`Step ${index + 3} of 10`)).toBeVisible();
        await expect(question(page, prompt)).toBeVisible();
        await radio(page, answer).check();
        await (index === saratogaSteps.length - 1 ? submit(page) : next(page)).click();
      }
      await expect(page.getByRole('heading', { name: SARATOGA_THANKS })).toBeVisible();
    });
  },
);

test('a survey page fetches at most the civic JavaScript budget untouched; an answer picked before the app arrives is kept', async ({
  page,
  request,
}) => {
  const id = await subscriber(request);
  for (const path of [`/survey?${PLACE}&id=${id}`, `/saratoga-survey?${PLACE}&id=${id}`])
    await expectJavaScriptWithin(page, path, JS_BUDGET_KIB.civic);
  // The app's scripts held back, as on a slow phone network: the answer is picked before the page hydrates.
  await page.route('**/_civic/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/survey?${PLACE}&id=${id}`);
  await radio(page, 'Sometimes').check();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expectHydrated(page);
  await expect(radio(page, 'Sometimes')).toBeChecked();
  await next(page).click();
  await expect(question(page, subscriptionAnswers[1][0])).toBeVisible();
});
