import { runNewsletterCli } from './cli';

/** A fetch that records each call and answers with `answer` (a JSON body, or a status). */
function fakeFetch(answer: unknown, status = 200) {
  const calls: { url: string; method: string; authorization?: string; body?: string }[] = [];
  const send = (async (url: URL, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url: url.href,
      method: String(init.method),
      authorization: headers.authorization,
      body: init.body as string,
    });
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status });
  }) as unknown as typeof fetch;
  return { calls, send };
}

describe('npm run newsletter', () => {
  const run = async (args: string[], answer: unknown, status = 200) => {
    const { calls, send } = fakeFetch(answer, status);
    const printed: string[] = [];
    const code = await runNewsletterCli({
      args,
      env: { OPS_TOKEN: 'token-1' },
      fetch: send,
      print: (line) => printed.push(line),
    });
    return { code, calls, printed };
  };

  it('queues or counts the due mails through the ops endpoint, with the operator token', async () => {
    const dry = await run(['send', '--dry-run'], { mails: 3, dryRun: true });
    expect(dry.calls).toEqual([
      expect.objectContaining({
        url: 'http://localhost:3000/api/ops/newsletter/send?dryRun=true',
        method: 'POST',
        authorization: 'Bearer token-1',
      }),
    ]);
    expect(dry.printed).toEqual(['3 mails are due (dry run: none queued)']);
    const real = await run(['send', '--gateway', 'http://127.0.0.1:3100'], { mails: 3, dryRun: false });
    expect(real.calls[0].url).toBe('http://127.0.0.1:3100/api/ops/newsletter/send?dryRun=false');
  });

  it('sends a test mail and writes a preview to a file', async () => {
    const test = await run(['test', '--to', 'me@example.com', '--city', '/ca/santa-clara-county/saratoga/'], {
      queued: true,
      issueDate: '2026-11-29',
    });
    expect(JSON.parse(test.calls[0].body ?? '')).toEqual({
      to: 'me@example.com',
      city: 'ca/santa-clara-county/saratoga',
    });
    const preview = await run(['preview', '--city', 'ca/santa-clara-county/saratoga'], '<html>issue</html>');
    expect(preview.calls[0].url).toBe(
      'http://localhost:3000/api/ops/newsletter/preview?city=ca%2Fsanta-clara-county%2Fsaratoga',
    );
    expect(preview.printed[0]).toMatch(/^Open .*newsletter-ca-santa-clara-county-saratoga-latest\.html$/);
  });

  it('prints the usage for an unknown or incomplete command, and the refusal of the gateway', async () => {
    expect((await run(['launch'], {})).code).toBe(2);
    expect((await run(['test', '--to', 'me@example.com'], {})).code).toBe(2);
    await expect(run(['status'], { message: 'A valid operator token is required.' }, 401)).rejects.toThrow(
      /401 .*operator token/,
    );
  });
});
