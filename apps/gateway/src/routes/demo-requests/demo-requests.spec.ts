import { IntakeResult, TRAP_FIELD } from '@civicbrief/contracts';
import { demoRequests, outbox } from '@civicbrief/gateway-db';
import { eq, sql } from 'drizzle-orm';
import { testDrivers } from '../../test/databases';
import { FAKE_HUBSPOT, startFakeProviders } from '../../test/fake-providers';
import { gatewayTest, tempFolder, testApp } from '../../test/gateway-test';
import { demoBody, demoPage, freshClient, outboxRows, post, urls } from '../../test/intake';
import { readMails } from '../../test/mail-files';

const URL = urls.demoRequest;
const page = demoPage;

describe.each(testDrivers)('demo requests on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const fake = await startFakeProviders(2000);
    const mail = await tempFolder('demo-mail-');
    const env = {
      ...fake.env({ hubspot: true }),
      MAIL_DIR: mail.path,
      SALES_EMAIL: 'sales@civicbrief.test',
      INTAKE_RATE_LIMIT: '5',
    };
    const app = await testApp(database, env);
    const unconfigured = await testApp(database, { MAIL_DIR: mail.path });
    return { app, unconfigured, fake, mail };
  });

  beforeEach(async () => {
    await setup.database.db.delete(outbox);
    await setup.fake.reset();
  });

  const rowOf = async (id: string) =>
    (await setup.database.db.select().from(demoRequests).where(eq(demoRequests.id, id)))[0];
  const mailsTo = async (email: string) =>
    (await readMails(setup.mail.path)).filter((mail) => mail.headers.includes(`Reply-To: ${email}`));
  const submissionsOf = async (email: string) =>
    (await setup.fake.submissions()).filter(({ submission }) =>
      submission.fields.some((field) => field.name === 'email' && field.value === email),
    );
  const fastForward = () =>
    setup.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.status, 'pending'));

  it('stores the request and its two deliveries in one go, and the same request again is the same one', async () => {
    const response = await post(setup.app, URL, demoBody('Ida@Acme-Homes.example'));
    expect(response.statusCode).toBe(200);
    const { id } = IntakeResult.parse(response.json());
    expect(response.json()).toEqual({ ok: true, id });
    expect(await rowOf(id)).toMatchObject({
      formName: 'extended',
      email: 'ida@acme-homes.example',
      companyName: 'Acme Homes',
      industry: 'Real Estate Firm',
      region: 'Pacific Northwest',
      phone: '+1 408 555 0100',
      website: 'acme-homes.example',
      answers: {
        regions__msas__markets: 'Seattle MSA, Portland MSA',
        how_civicbrief_helps: 'Rezonings <before> the hearing & after',
      },
      source: page,
    });
    const rows = await outboxRows(setup.database.db, `demo:${id}:`);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['crm-form', 'pending'],
      ['sales-mail', 'pending'],
    ]);
    const again = await post(setup.app, URL, demoBody('ida@acme-homes.example'));
    expect(again.json().id).toBe(id);
    expect(await outboxRows(setup.database.db, `demo:${id}:`)).toHaveLength(2);
    const changed = await post(setup.app, URL, demoBody('ida@acme-homes.example', { phone: '+1 408 555 0199' }));
    expect(changed.json().id).not.toBe(id);
  });

  it("answers 400 with the spec's messages, storing nothing", async () => {
    const empty = await post(setup.app, URL, { data: { formName: 'extended', terms: false } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      'data.firstName': ['Please type your name'],
      'data.lastName': ['Please type your last name'],
      'data.email': ['Please type your email address'],
      'data.title': ['Please type your role or title'],
      'data.companyName': ['Please type your company name'],
      'data.industry': ['Please select the industry'],
      'data.website': ['This field is required.'],
      'data.terms': ['Please agree to the terms and conditions'],
      'data.phone': ['Please enter your mobile phone number'],
      'data.regions__msas__markets': ['Please specify your regions, MSAs, or markets'],
    });
    const { data } = demoBody('bad@example.com');
    const wrong = await post(setup.app, URL, {
      data: { ...data, email: 'bad@', industry: 'Bakery', formName: 'extended' },
    });
    expect(wrong.json().fieldErrors).toEqual({
      'data.email': ['Please enter a valid email address'],
      'data.industry': ['Please select the industry'],
    });
    expect(
      await setup.database.db.select().from(demoRequests).where(eq(demoRequests.email, 'bad@example.com')),
    ).toEqual([]);
    expect((await post(setup.app, URL, {})).json().fieldErrors).toEqual({ data: ['data is required'] });
  });

  it('answers a filled honeypot as a success and keeps nothing; refuses a body over 16 KiB; limits each client', async () => {
    const trapped = await post(setup.app, URL, {
      data: { ...demoBody('bot@example.com').data, [TRAP_FIELD]: 'http://spam.example' },
    });
    expect(trapped.statusCode).toBe(200);
    expect(IntakeResult.parse(trapped.json()).ok).toBe(true);
    expect(
      await setup.database.db.select().from(demoRequests).where(eq(demoRequests.email, 'bot@example.com')),
    ).toEqual([]);
    const huge = await post(setup.app, URL, {
      data: { ...demoBody('huge@example.com').data, padding: 'z'.repeat(17 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    const client = freshClient();
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(await post(setup.app, URL, demoBody(`limit${index}@example.com`), { client }));
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5].statusCode).toBe(429);
    expect(answers[5].json().message).toBe('Too many requests. Please wait a minute and try again.');
  });

  it('delivers to the CRM form and the sales inbox, exactly once after the CRM recovers', async () => {
    const email = 'recovers@acme-homes.example';
    const { id } = (await post(setup.app, URL, demoBody(email))).json();
    await setup.fake.mode('hubspot', 'error');
    expect(await setup.app.outbox.runOnce()).toEqual({ delivered: 1, failed: 1, dead: 0 });
    const [crm] = await outboxRows(setup.database.db, `demo:${id}:crm-form`);
    expect(crm).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('CRM form API answered 500'),
    });
    expect(await mailsTo(email)).toHaveLength(1);
    await setup.fake.mode('hubspot', 'ok');
    await fastForward();
    expect(await setup.app.outbox.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    await fastForward();
    expect(await setup.app.outbox.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    const submissions = await submissionsOf(email);
    expect(submissions).toHaveLength(1);
    const [{ portalId, formGuid, submission }] = submissions;
    expect({ portalId, formGuid }).toEqual({ portalId: FAKE_HUBSPOT.portalId, formGuid: FAKE_HUBSPOT.formId });
    expect(submission.fields).toEqual([
      { name: 'firstname', value: 'Ida' },
      { name: 'lastname', value: 'Tarbell' },
      { name: 'email', value: email },
      { name: 'jobtitle', value: 'Head of Acquisitions' },
      { name: 'company', value: 'Acme Homes' },
      { name: 'industry', value: 'Real Estate Firm' },
      { name: 'mobilephone', value: '+1 408 555 0100' },
      { name: 'website', value: 'acme-homes.example' },
      { name: 'region', value: 'Pacific Northwest' },
      { name: 'regions__msas__markets', value: 'Seattle MSA, Portland MSA' },
      { name: 'how_civicbrief_helps', value: 'Rezonings <before> the hearing & after' },
    ]);
    expect(submission.context).toEqual({ pageUri: page, pageName: 'Demo request, extended form: /real-estate' });
    expect(submission.legalConsentOptions).toEqual({
      consent: { consentToProcess: true, text: 'I agree to the terms and conditions and the privacy policy.' },
    });
    expect(Number(submission.submittedAt)).toBe((await rowOf(id)).createdAt.getTime());

    const [mail] = await mailsTo(email);
    expect(mail.headers).toContain('To: sales@civicbrief.test');
    expect(mail.headers).toContain('Subject: Demo request: Ida Tarbell, Acme Homes (Real Estate Firm)');
    expect(mail.body).toContain('Regions, MSAs or markets: Seattle MSA, Portland MSA');
    expect(mail.body).toContain(`Page: ${page}`);
    // Typed text is escaped in the HTML part.
    expect(mail.body).toContain('Rezonings &lt;before&gt; the hearing &amp; after');
    expect((await outboxRows(setup.database.db, `demo:${id}:`)).map((row) => row.status)).toEqual([
      'delivered',
      'delivered',
    ]);
  });

  it("gives up at once on a submission the CRM refuses (400), with HubSpot's reason", async () => {
    const email = 'refused@acme-homes.example';
    const { id } = (await post(setup.app, URL, demoBody(email))).json();
    // A form edited in the CRM since: the stored submission no longer carries a valid email.
    await setup.database.db
      .update(outbox)
      .set({ payload: sql`jsonb_set(${outbox.payload}, '{fields,2,value}', '"not-an-email"')` })
      .where(eq(outbox.idempotencyKey, `demo:${id}:crm-form`));
    expect(await setup.app.outbox.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 1 });
    const [crm] = await outboxRows(setup.database.db, `demo:${id}:crm-form`);
    expect(crm).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: expect.stringContaining('CRM form API answered 400'),
    });
    expect(crm.lastError).toBe(
      "CRM form API answered 400: The request is not valid; INVALID_EMAIL: Error in 'fields.email'. Invalid email address",
    );
  });

  it('without HubSpot ids keeps the CRM submissions in the database, and still mails the sales inbox', async () => {
    const email = 'offline@acme-homes.example';
    const { id } = (await post(setup.unconfigured, URL, demoBody(email))).json();
    expect(await setup.unconfigured.outbox.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    const rows = await outboxRows(setup.database.db, `demo:${id}:`);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['crm-form', 'pending', 0],
      ['sales-mail', 'delivered', 1],
    ]);
    const [mail] = await mailsTo(email);
    expect(mail.headers).toContain('To: sales@civicbrief.example');
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('documents the call with its tag, summary and answers', async () => {
    const { paths } = (await setup.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(paths[URL].post).toMatchObject({ tags: ['demo'], summary: 'Request a demo' });
    expect(Object.keys(paths[URL].post.responses)).toEqual(expect.arrayContaining(['200', '400', '413', '429']));
  });
});
