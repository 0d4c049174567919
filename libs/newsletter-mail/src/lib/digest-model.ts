import {
  DIGEST_SECTION_TITLES,
  DIGEST_SECTIONS,
  listOfPlaces as listOf,
  type DigestIssue,
  type DigestSection,
} from '@civicbrief/contracts';
import { checkOrigin, checkSiteLink, pageUrl } from './site-urls';
import { citiesOf, digestPreview, digestSubject, formatDay, issueDay } from './subject-and-preview';

/** Whether a section has anything to show: items, or a count of items left out. */
export const hasSection = (issue: DigestIssue, section: DigestSection): boolean =>
  issue.sections[section].length > 0 || issue.more[section] > 0;

/** The subscriber's signed links, made by the caller: each must be a page of the site. */
export interface DigestLinks {
  /** Stop the newsletter for every city of the address. */
  unsubscribe: string;
  /** Choose how often it comes: weekly, daily or never. */
  frequency: string;
  /** Download or erase everything held about the address. */
  myData: string;
}

export interface DigestMailInput {
  firstName: string | null;
  /** One or more issues, of one or more cities, newest first. */
  issues: DigestIssue[];
  /** e.g. https://civicbrief.example (no trailing slash) */
  siteOrigin: string;
  links: DigestLinks;
}

export interface ItemView {
  title: string;
  url: string;
  /** 'March 4, 2026', or null when the item has no readable date. */
  date: string | null;
  description: string;
}

export interface SectionView {
  title: string;
  items: ItemView[];
  /** Items left out, and the city page that has them; null when none were. */
  more: { count: number; url: string } | null;
}

export interface IssueView {
  /** 'Saratoga, California: March 4, 2026' */
  title: string;
  webUrl: string;
  sections: SectionView[];
}

/** What the mail says, every URL made and checked: the view renders it and adds nothing from the input. */
export interface DigestView {
  subject: string;
  preview: string;
  greeting: string;
  /** 'Saratoga, California' or 'Saratoga, California and Austin, Texas' */
  cities: string;
  siteOrigin: string;
  issues: IssueView[];
  links: DigestLinks;
}

/** The mail's content from its input; throws a TypeError for an input that would make a wrong link. */
export function digestView(input: DigestMailInput): DigestView {
  if (input.issues.length === 0) throw new TypeError('A digest mail needs at least one issue');
  const siteOrigin = checkOrigin(input.siteOrigin);
  const firstName = input.firstName?.trim();
  return {
    subject: digestSubject(input.issues),
    preview: digestPreview(input.issues),
    greeting: firstName ? `Hi ${firstName},` : 'Hello,',
    cities: listOf(citiesOf(input.issues).map((city) => `${city.name}, ${city.stateName}`)),
    siteOrigin,
    issues: input.issues.map((issue) => ({
      title: `${issue.cityName}, ${issue.stateName}: ${issueDay(issue)}`,
      webUrl: pageUrl(siteOrigin, `${issue.citySlug}/newsletter/${issue.date}`),
      sections: DIGEST_SECTIONS.filter((section) => hasSection(issue, section)).map((section) => ({
        title: DIGEST_SECTION_TITLES[section],
        items: issue.sections[section].map((item) => ({
          title: item.title,
          url: pageUrl(siteOrigin, item.slug),
          date: formatDay(item.date),
          description: item.description,
        })),
        more: issue.more[section] > 0 ? { count: issue.more[section], url: pageUrl(siteOrigin, issue.citySlug) } : null,
      })),
    })),
    links: {
      unsubscribe: checkSiteLink(siteOrigin, input.links.unsubscribe, 'unsubscribe'),
      frequency: checkSiteLink(siteOrigin, input.links.frequency, 'frequency'),
      myData: checkSiteLink(siteOrigin, input.links.myData, 'myData'),
    },
  };
}
