import type { DigestItem, DigestSection } from '@civicbrief/contracts';
import type { LocationValues } from '@civicbrief/locations';

/** The city of a newsletter page, as its loader gives it. */
export interface IssueCity {
  name: string;
  state: string;
  /** The city page: '/ca/santa-clara-county/saratoga'. */
  path: string;
  /** The place the Subscribe form starts with. */
  place: LocationValues;
}

/**
 * One non-empty section of an issue, as its loader builds it: the heading comes with the data, so the page imports
 * no value of the contract (whose schemas would bring zod into the page's JavaScript).
 */
export interface IssueSectionView {
  id: DigestSection;
  title: string;
  items: DigestItem[];
  /** Items of the section the issue left out. */
  more: number;
  /** Where they are: the city page's section. */
  moreHref: string;
}
