import { loader as splatLoader } from './$';
import { meta } from './ai-policy-resources._index';
import { meta as guideMeta } from './ai-policy-resources.$guide';

type MetaArgs = Parameters<typeof meta>[0];

describe('AI policy resources routes', () => {
  it('titles the standalone page for the site', () => {
    expect(meta({} as MetaArgs)).toContainEqual({ title: 'AI Policy Resources | CivicBrief' });
  });

  it("titles a guide's page with the guide, and falls back to the site's title without one", () => {
    const data = {
      kind: 'guide',
      link: { slug: 'ai-use-policy', title: 'Writing an AI Use Policy', description: 'What it covers.' },
    };
    expect(guideMeta({ data } as unknown as MetaArgs)).toEqual([
      { title: 'Writing an AI Use Policy | AI Policy Resources | CivicBrief' },
      { name: 'description', content: 'What it covers.' },
    ]);
    expect(guideMeta({ data: { loadFailed: true } } as unknown as MetaArgs)).toContainEqual({
      title: 'AI Policy Resources | CivicBrief',
    });
  });

  it('answers unknown paths with a 404 response', () => {
    expect(splatLoader).toThrow(expect.objectContaining({ status: 404 }));
  });
});
