/**
 * @jest-environment node
 */
import { loader } from './robots[.]txt';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('robots.txt', () => {
  it("names civic's sitemap, and the AI-policy host's when AI_POLICY_HOST is set (civic's leaves its pages out)", async () => {
    process.env['SITE_ORIGIN'] = 'https://civicbrief.example';
    delete process.env['AI_POLICY_HOST'];
    expect((await loader().text()).split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([
      'Sitemap: https://civicbrief.example/sitemap.xml',
    ]);

    process.env['AI_POLICY_HOST'] = 'ai.civicbrief.example';
    expect((await loader().text()).split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([
      'Sitemap: https://civicbrief.example/sitemap.xml',
      'Sitemap: https://ai.civicbrief.example/sitemap.xml',
    ]);
  });
});
