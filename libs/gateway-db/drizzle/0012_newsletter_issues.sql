CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_slug" text NOT NULL,
	"issue_date" date NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "digest_frequency" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_city_date_idx" ON "newsletter_issues" USING btree ("city_slug","issue_date");--> statement-breakpoint
CREATE INDEX "newsletter_issues_city_recent_idx" ON "newsletter_issues" USING btree ("city_slug","issue_date" desc);--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_digest_frequency_check" CHECK ("subscribers"."digest_frequency" in ('daily', 'weekly', 'off'));