import type { BlockRegistry } from '@civicbrief/design-system';
import { MeetingSummaryCards } from './meeting-summary-cards';
import { ProjectSummaries } from './project-summaries';
import { StatisticCarousel } from './statistic-carousel';

/** The content blocks meeting pages render (content block name -> component), through the design-system BlockRenderer. */
export const meetingBlocks: BlockRegistry = { MeetingSummaryCards, ProjectSummaries, StatisticCarousel };
