// The outbox crash test's second round (decisions 045, 046): the newsletter's digest, one mail per subscriber,
// queued by the operators' send while one of two gateways is SIGKILLed in the middle of delivering. Every queued
// digest must reach its subscriber, a resend only under the same Message-ID, and no subscriber may get two different
// digests.
import { setTimeout as sleep } from 'node:timers/promises';

const SARATOGA = 'ca/santa-clara-county/saratoga';
const DAY_MS = 86_400_000;

/** Saratoga's city page and a summary of yesterday: the news its issue of the day is composed from. */
const news = () => [
  { slug: SARATOGA, title: 'Saratoga', tags: ['city'], publishedAt: '2024-01-01' },
  {
    slug: `${SARATOGA}/summary/city-council-meeting-summary-crash-test`,
    title: 'City Council, the crash test meeting',
    tags: ['meeting-summary'],
    publishedAt: new Date(Date.now() - DAY_MS).toISOString(),
  },
];

const isDigest = (message) => message.messageId?.startsWith('<digest-') ?? false;

async function ops(gateway, path, init = {}) {
  const response = await fetch(`http://127.0.0.1:${gateway.port}${path}`, { method: 'POST', ...init });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Runs the round on two started gateways (`victim` is killed) and answers its figures; `query` reads the test's
 * database, `smtp` is the counting SMTP server, `waitForOutbox` resolves once no row is pending.
 */
export async function digestRound({ victim, survivor, query, smtp, waitForOutbox }) {
  for (const page of news())
    await ops(survivor, '/api/ops/content?name=page.md', {
      headers: { 'content-type': 'text/markdown' },
      body: `---\n${JSON.stringify(page)}\n---\n`,
    });
  // Every subscription confirmed: the first round mailed the confirmations; their clicks are not what is tested here.
  await query(
    `update subscribers set status = 'active', confirmed_at = now() - interval '1 day' where status = 'pending'`,
  );
  const { issues } = await ops(survivor, '/api/ops/newsletter/compose');
  const { mails } = await ops(survivor, '/api/ops/newsletter/send');

  const digests = () => smtp.messages.filter(isDigest);
  const killBy = Date.now() + 120_000;
  while (digests().length < mails / 5 && Date.now() < killBy) await sleep(10);
  const killedAfter = digests().length;
  await victim.process.kill();
  await waitForOutbox();

  const rows = await query(`select status, payload->>'to' as to from outbox where kind = 'digest-mail'`);
  const idsByRecipient = new Map();
  for (const { to, messageId } of digests()) idsByRecipient.set(to, [...(idsByRecipient.get(to) ?? []), messageId]);
  const idsOf = (row) => idsByRecipient.get(row.to) ?? [];
  const count = (status) => rows.filter((row) => row.status === status).length;
  return {
    'digest: issues composed': issues,
    'digest: mails queued': mails,
    'digest: killed after (mails)': killedAfter < mails ? killedAfter : 'never (all were sent)',
    'digest rows (delivered / pending / dead)': `${count('delivered')} / ${count('pending')} / ${count('dead')}`,
    'digests received': digests().length,
    'digest rows received once': rows.filter((row) => idsOf(row).length === 1).length,
    'digest rows sent again, same Message-ID': rows.filter(
      (row) => idsOf(row).length > 1 && new Set(idsOf(row)).size === 1,
    ).length,
    'digest rows missing': rows.filter((row) => idsOf(row).length === 0).length,
    'subscribers with two different digests': [...idsByRecipient.values()].filter((ids) => new Set(ids).size > 1)
      .length,
  };
}
