import type { Prng } from '../prng';

/** A section of generated prose: an h6 title and sentences in two tenses. */
export interface SectionTemplate {
  title: string;
  /** Agenda summaries describe what a body will consider. */
  agenda: readonly string[];
  /** Meeting summaries describe what it did. */
  summary: readonly string[];
}

/** An h5 topic group and the sections it may contain. */
export interface TopicTemplate {
  topic: string;
  sections: readonly SectionTemplate[];
}

export type TextVars = Record<string, string>;

const streets = [
  'Oak Street',
  'Main Street',
  'Elm Avenue',
  'Park Boulevard',
  'Mission Road',
  'Cedar Lane',
  'Lincoln Avenue',
  'Washington Street',
  'Maple Drive',
  'Lakeview Road',
  'Orchard Way',
  'Sunset Boulevard',
  'Railroad Avenue',
  'Hillside Drive',
  'Civic Center Plaza',
  'Willow Street',
  'Highland Avenue',
  'River Road',
];
const votes = ['5-0', '4-1', '5-0', '3-2', '4-0', '5-0', '6-1', '7-0'];

/** Money as a reader would say it: $850,000 or $2.4 million. */
export function moneyText(amount: number): string {
  if (amount >= 1_000_000) return `$${(amount / 1_000_000).toFixed(1).replace(/\.0$/, '')} million`;
  return `$${amount.toLocaleString('en-US')}`;
}

/** The placeholder values one page's prose uses; every draw comes from the page's own stream. */
export function textVars(prng: Prng, place: { city: string; county: string; state: string }): TextVars {
  return {
    ...place,
    amount: moneyText(prng.int(12, 480) * 10_000),
    bigAmount: moneyText(prng.int(3, 95) * 1_000_000),
    percent: `${prng.int(2, 18)}%`,
    count: String(prng.int(3, 40)),
    units: String(prng.int(8, 240)),
    street: `${prng.int(1, 98) * 100 + prng.int(0, 99)} ${prng.pick(streets)}`,
    street2: prng.pick(streets),
    vote: prng.pick(votes),
    year: String(prng.int(2027, 2031)),
    months: String(prng.int(6, 24)),
  };
}

/** Replaces {name} with its value; an unknown name is a template bug and throws. */
export function fill(template: string, vars: TextVars): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in "${template}"`);
    return value;
  });
}

/** Some of the items, kept in their written order (sentences of a section read in sequence). */
export function inOrder<T>(prng: Prng, items: readonly T[], count: number): T[] {
  const chosen = new Set(
    prng.sample(
      items.map((_, index) => index),
      count,
    ),
  );
  return items.filter((_, index) => chosen.has(index));
}

/** Markdown of h5 topic groups with h6 sections; each section draws its own figures from `vars()`. */
export function topicMarkdown(
  prng: Prng,
  topics: readonly TopicTemplate[],
  tense: 'agenda' | 'summary',
  vars: () => TextVars,
  topicCount: number,
): string {
  return prng
    .sample(topics, topicCount)
    .map((topic) => {
      const sections = prng.sample(topic.sections, prng.int(1, Math.min(3, topic.sections.length)));
      const body = sections.map((section) => {
        const lines = section[tense];
        const sentences = inOrder(prng, lines, prng.int(Math.min(2, lines.length), lines.length));
        const values = vars();
        return `###### ${section.title}\n\n${sentences.map((sentence) => fill(sentence, values)).join(' ')}`;
      });
      return `##### ${topic.topic}\n\n${body.join('\n\n')}`;
    })
    .join('\n\n');
}
