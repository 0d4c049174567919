import { ContentError, type ContentClient, type ContentPage, type VoterGuideItem } from '@civicbrief/content-client';
import { messages } from '@civicbrief/contracts';
import { guideHeadingsUnder } from './guide-html';
import { candidateName, isRaceSegment } from './levels';
import { raceData } from './race-data.server';

const RACE = 'state-level-elections/ohio-governor-race';

function page(slug: string, title: string, markdown: string | null = null): ContentPage {
  return {
    id: `Sample: ${slug}`,
    slug,
    title,
    tags: [],
    keywords: [],
    category: null,
    description: `About ${title}`,
    firstPublishedAt: null,
    publishedAt: null,
    content: [],
    props: null,
    markdown,
  };
}

const guide = (slug: string, title: string): VoterGuideItem => ({
  id: slug,
  slug,
  title,
  category: null,
  description: null,
  firstPublishedAt: null,
});

const GUIDE_MARKDOWN = '##### Housing\n\n###### Zoning\n\nMore homes.\n\n###### Rent\n\nFair rent.';

function fakeContent(pages: Record<string, ContentPage | Error>, guides: VoterGuideItem[] | Error) {
  const pageBySlug = jest.fn(async (slug: string) => {
    const found = pages[slug];
    if (found instanceof Error) throw found;
    return found ?? null;
  });
  const voterGuides = jest.fn(async () => {
    if (guides instanceof Error) throw guides;
    return guides;
  });
  return { client: { preview: false, pageBySlug, voterGuides } as unknown as ContentClient, pageBySlug, voterGuides };
}

const failure = (message: string) =>
  new ContentError(message, { kind: 'network', operation: 'PageBySlug', cause: null });

const racePages = {
  [RACE]: page(RACE, '2026 Race for Governor of Ohio (Sample)'),
  [`${RACE}/zoe-adams`]: page(
    `${RACE}/zoe-adams`,
    'Zoe Adams: Candidate for Governor of Ohio (Sample)',
    GUIDE_MARKDOWN,
  ),
};
const raceGuides = [
  guide(`${RACE}/zoe-adams`, 'Zoe Adams: Candidate for Governor of Ohio (Sample)'),
  guide(`${RACE}/al-baker`, 'Al Baker: Candidate for Governor of Ohio (Sample)'),
  guide(`${RACE}/al-baker/notes`, 'Not a candidate'),
];

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('raceData', () => {
  it('asks VoterGuides for the guides under the race and lists its candidates alphabetically', async () => {
    const { client, voterGuides } = fakeContent(racePages, raceGuides);
    const data = await raceData(client, 'state', 'ohio-governor-race', 'standalone', null);
    expect(voterGuides).toHaveBeenCalledWith({ voterSlug: RACE, excludeSlugs: [RACE] });
    expect(data.candidates).toEqual([
      { slug: 'al-baker', name: 'Al Baker' },
      { slug: 'zoe-adams', name: 'Zoe Adams' },
    ]);
    expect(data).toMatchObject({ selected: null, guide: null, error: null, race: { path: `/${RACE}` } });
  });

  it('preselects ?candidate= and renders that guide with its h5/h6 table of contents', async () => {
    const { client } = fakeContent(racePages, raceGuides);
    const data = await raceData(client, 'state', 'ohio-governor-race', 'standalone', 'zoe-adams');
    expect(data.selected).toBe('zoe-adams');
    expect(data.guide).toMatchObject({ name: 'Zoe Adams', path: `/${RACE}/zoe-adams` });
    expect(data.guide?.toc).toEqual([
      {
        id: 'user-content-housing',
        title: 'Housing',
        items: [
          { id: 'user-content-zoning', title: 'Zoning' },
          { id: 'user-content-rent', title: 'Rent' },
        ],
      },
    ]);
    expect(data.guide?.html).toContain('<h3 id="user-content-housing">Housing</h3>');
    expect(data.guide?.html).toContain('<h4 id="user-content-rent">Rent</h4>');
  });

  it('selects nobody for a ?candidate= that is not in the race', async () => {
    const { client } = fakeContent(racePages, raceGuides);
    const data = await raceData(client, 'state', 'ohio-governor-race', 'standalone', 'someone-else');
    expect(data).toMatchObject({ selected: null, guide: null });
  });

  it('answers 404 for an unknown race, and for an unknown candidate path', async () => {
    const { client } = fakeContent(racePages, raceGuides);
    const race = await rejection(raceData(client, 'state', 'atlantis-governor-race', 'standalone', null));
    expect((race as Response).status).toBe(404);
    const person = await rejection(raceData(client, 'state', 'ohio-governor-race', 'single', 'nobody'));
    expect((person as Response).status).toBe(404);
    const malformed = await rejection(raceData(client, 'state', 'ohio-governor-race', 'single', '../x'));
    expect((malformed as Response).status).toBe(404);
  });

  it('shows the single-guide page of a candidate from the path', async () => {
    const { client } = fakeContent(racePages, raceGuides);
    const data = await raceData(client, 'state', 'ohio-governor-race', 'single', 'zoe-adams');
    expect(data).toMatchObject({ mode: 'single', selected: 'zoe-adams', guide: { name: 'Zoe Adams' } });
  });

  it("turns a failed race or list query into the spec's error, and a failed guide into a guide error", async () => {
    const listDown = fakeContent(racePages, failure(messages.guideLoadFailed));
    const raceDown = fakeContent({ ...racePages, [RACE]: failure(messages.defaultError) }, raceGuides);
    expect(await raceData(raceDown.client, 'state', 'ohio-governor-race', 'standalone', null)).toMatchObject({
      error: messages.guideLoadFailed,
    });
    expect(await raceData(listDown.client, 'state', 'ohio-governor-race', 'standalone', null)).toMatchObject({
      error: messages.guideLoadFailed,
      candidates: [],
    });
    const guideDown = fakeContent({ ...racePages, [`${RACE}/zoe-adams`]: failure(messages.defaultError) }, raceGuides);
    expect(await raceData(guideDown.client, 'state', 'ohio-governor-race', 'standalone', 'zoe-adams')).toMatchObject({
      error: null,
      selected: 'zoe-adams',
      guide: null,
      guideError: messages.guideLoadFailed,
    });
    // The content client's page read fails with its default text; the page never shows it.
    expect(
      JSON.stringify(await raceData(guideDown.client, 'state', 'ohio-governor-race', 'single', 'zoe-adams')),
    ).not.toContain(messages.defaultError);
  });

  it('lets other failures through', async () => {
    const { client } = fakeContent({ [RACE]: new TypeError('bug') }, raceGuides);
    expect(await rejection(raceData(client, 'state', 'ohio-governor-race', 'standalone', null))).toBeInstanceOf(
      TypeError,
    );
  });
});

describe('voter guide helpers', () => {
  it('reads the candidate name before the colon of a guide title', () => {
    expect(candidateName('Zoe Adams: Candidate for Governor (Sample)')).toBe('Zoe Adams');
    expect(candidateName('Zoe Adams')).toBe('Zoe Adams');
  });

  it.each([
    ['ohio-governor-race', true],
    ['2028-presidential-race', true],
    ['ohio-governor', false],
    ['race', false],
    ['Ohio-race', false],
  ])('isRaceSegment(%s) is %s', (segment, expected) => {
    expect(isRaceSegment(segment)).toBe(expected);
  });

  it('moves only guide h5/h6 tags down to h3/h4', () => {
    expect(guideHeadingsUnder('<h5 id="a">A</h5><h6>B</h6><p>&lt;h5&gt;</p><h2>C</h2>')).toBe(
      '<h3 id="a">A</h3><h4>B</h4><p>&lt;h5&gt;</p><h2>C</h2>',
    );
  });
});
