import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

export const NEWSLETTER_USAGE = `Usage: npm run newsletter -- <command> [options]   (through a running gateway; OPS_TOKEN as Bearer)
  status                              the latest issues, the mails by state, the addresses suppressed
  compose                             compose every city's issue of the day now (the schedule runs it hourly)
  send [--dry-run]                    queue the mails that are due (paced); --dry-run counts them only
  test --to <email> --city <path>     mail a city's latest issue to one address
  preview --city <path> [--date <YYYY-MM-DD>]   write the mail of a city's issue to a file and print its path
Options: --gateway <url> (default http://localhost:3000)`;

interface CliOptions {
  args: string[];
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  print?: (line: string) => void;
}

/** `npm run newsletter -- …` (decision 046): the operators' commands, each one call to the gateway's ops endpoints. */
export async function runNewsletterCli({ args, env, fetch: send = fetch, print = console.log }: CliOptions) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      gateway: { type: 'string', default: 'http://localhost:3000' },
      'dry-run': { type: 'boolean', default: false },
      to: { type: 'string' },
      city: { type: 'string' },
      date: { type: 'string' },
    },
  });
  const [command] = positionals;
  const headers: Record<string, string> = env.OPS_TOKEN ? { authorization: `Bearer ${env.OPS_TOKEN}` } : {};
  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await send(new URL(path, values.gateway), {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text;
  };
  const city = (values.city ?? '').replace(/^\/+|\/+$/g, '');
  switch (command) {
    case 'status': {
      print(JSON.stringify(JSON.parse(await call('GET', '/api/ops/newsletter')), null, 2));
      return 0;
    }
    case 'compose':
      print(`${JSON.parse(await call('POST', '/api/ops/newsletter/compose')).issues} issues composed`);
      return 0;
    case 'send': {
      const { mails } = JSON.parse(await call('POST', `/api/ops/newsletter/send?dryRun=${values['dry-run']}`));
      print(values['dry-run'] ? `${mails} mails are due (dry run: none queued)` : `${mails} mails queued`);
      return 0;
    }
    case 'test': {
      if (!values.to || !city) break;
      const { issueDate } = JSON.parse(await call('POST', '/api/ops/newsletter/test', { to: values.to, city }));
      print(`The ${issueDate} issue of ${city} is queued for ${values.to}`);
      return 0;
    }
    case 'preview': {
      if (!city) break;
      const query = new URLSearchParams({ city, ...(values.date ? { date: values.date } : {}) });
      const html = await call('GET', `/api/ops/newsletter/preview?${query}`);
      const file = join(tmpdir(), `newsletter-${city.replaceAll('/', '-')}-${values.date ?? 'latest'}.html`);
      await writeFile(file, html);
      print(`Open ${file}`);
      return 0;
    }
  }
  print(NEWSLETTER_USAGE);
  return 2;
}
