import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Subscriber feedback surveys (decision 032): the Subscription survey and the Saratoga survey. The
 * database is their record. A Saratoga survey is posted on every step change and kept as one row per subscriber
 * id, updated in place (its progress); a Subscription survey is one row per distinct submission.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'saratoga:' + the subscriber id (one row per subscriber), or 'subscription:' + sha256 of the record. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** subscription or saratoga. */
    survey: text('survey').notNull(),
    /** The record's event ('SubscriptionFeedbackSurvey', 'SaratogaFeedbackSurvey'). */
    event: text('event').notNull(),
    /** The subscriber id of the survey link (?id=). */
    subscriberId: text('subscriber_id').notNull(),
    /** The record's answers under the spec's names (content, extraContent, ... or firstQuestion, ...), as sent. */
    answers: jsonb('answers').notNull().default({}),
    /** The Saratoga survey's last step (0-9); 9 means finished. The Subscription survey is only sent finished. */
    step: integer('step'),
    city: text('city').notNull().default(''),
    county: text('county').notNull().default(''),
    state: text('state').notNull().default(''),
    /** When the survey was finished (the follow-up event queued). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('survey_responses_survey_idx').on(table.survey, table.createdAt)],
);

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;
