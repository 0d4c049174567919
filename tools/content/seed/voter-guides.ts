import { addDays } from './dates';
import { samplePage, slugWords, type SeedPage } from './page';
import { createPrng, type Prng } from './prng';
import { firstNames, lastNames, occupations, positionTopics } from './text/candidate-templates';
import { voterIndexes, voterRaces, type Race, type RaceLevel } from './voter-races';

interface Candidate {
  name: string;
  slug: string;
  occupation: string;
}

function candidatesOf(prng: Prng): Candidate[] {
  const count = prng.int(2, 4);
  const lasts = prng.sample(lastNames, count);
  return lasts.map((last) => {
    const name = `${prng.pick(firstNames)} ${last}`;
    return { name, slug: slugWords(name), occupation: prng.pick(occupations) };
  });
}

function candidatePage(race: Race, candidate: Candidate, prng: Prng, publishedAt: Date): SeedPage {
  const fill = (text: string) => text.replace(/\{place\}/g, race.place).replace(/\{office\}/g, race.office);
  const positions = prng.sample(positionTopics, prng.int(3, 4)).map((topic) => {
    const sections = prng.sample(topic.sections, prng.int(1, topic.sections.length)).map(([heading, lines]) => {
      const chosen = prng.sample(lines, prng.int(1, lines.length)).map(fill);
      return `###### ${heading}\n\n${chosen.join(' ')}`;
    });
    return `##### ${topic.topic}\n\n${sections.join('\n\n')}`;
  });
  const background =
    `##### About the Candidate\n\n###### Background\n\n${candidate.name} is a fictional ${candidate.occupation} ` +
    `running for ${race.office} in ${race.electionYear}. This profile is sample content, not a real candidate.`;
  return samplePage({
    slug: `${race.slug}/${candidate.slug}`,
    title: `${candidate.name}: Candidate for ${race.office}`,
    tags: ['voter-guide', 'candidate', race.level],
    keywords: ['Voter Guide', race.office, candidate.name],
    description: `Where ${candidate.name} stands on the issues in the ${race.electionYear} race for ${race.office}.`,
    publishedAt,
    markdown: [background, ...positions].join('\n\n'),
  });
}

function racePages(race: Race, reference: Date): SeedPage[] {
  const prng = createPrng(`race:${race.slug}`);
  const publishedAt = addDays(reference, -prng.int(20, 200));
  const candidates = candidatesOf(prng);
  const guides = candidates.map((candidate) => candidatePage(race, candidate, prng, publishedAt));
  const list = candidates
    .map((candidate) => `###### ${candidate.name}\n\nFictional ${candidate.occupation}.`)
    .join('\n\n');
  const page = samplePage({
    slug: race.slug,
    title: `${race.electionYear} Race for ${race.office}`,
    tags: ['voter-guide', 'race', race.level],
    keywords: ['Voter Guide', race.office, race.place],
    description: `The fictional candidates for ${race.office} in ${race.electionYear} and where they stand.`,
    publishedAt,
    content: [
      {
        block: 'CandidateList',
        props: {
          candidates: candidates.map((candidate) => ({ ...candidate, guideSlug: `${race.slug}/${candidate.slug}` })),
        },
      },
    ],
    markdown: `##### The Race\n\n###### The office\n\nVoters elect ${race.office} in ${race.electionYear}. Every candidate below is fictional sample content.\n\n##### Candidates\n\n${list}`,
  });
  return [page, ...guides];
}

/** The four index pages, every race and every candidate guide. */
export function voterGuidePages(reference: Date): SeedPage[] {
  const races = voterRaces(reference);
  const indexes = (Object.keys(voterIndexes) as RaceLevel[]).map((level) => {
    const index = voterIndexes[level];
    const ofLevel = races.filter((race) => race.level === level);
    return samplePage({
      slug: index.slug,
      title: index.title,
      tags: ['voter-guide', 'voter-guide-index', level],
      keywords: ['Voter Guide', index.title],
      description: `Sample voter guides: ${ofLevel.length} race${ofLevel.length === 1 ? '' : 's'} with fictional candidates.`,
      publishedAt: addDays(reference, -220),
      content: [
        {
          block: 'VoterGuideCards',
          props: {
            races: ofLevel.map((race) => ({ title: `${race.electionYear} Race for ${race.office}`, slug: race.slug })),
          },
        },
      ],
    });
  });
  return [...indexes, ...races.flatMap((race) => racePages(race, reference))];
}
