CREATE TABLE "alert_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"mark" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"delivery_key" text,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_seen_pages" (
	"page_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"query" text NOT NULL,
	"state" text,
	"city" text,
	"meeting_type" text,
	"from_date" date,
	"to_date" date,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_frequency_check" CHECK ("alerts"."frequency" in ('immediate', 'daily', 'weekly')),
	CONSTRAINT "alerts_status_check" CHECK ("alerts"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_alert_page_idx" ON "alert_matches" USING btree ("alert_id","page_id");--> statement-breakpoint
CREATE INDEX "alert_matches_delivery_idx" ON "alert_matches" USING btree ("delivery_key");--> statement-breakpoint
CREATE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("alert_id") WHERE "alert_matches"."delivery_key" is null;--> statement-breakpoint
CREATE INDEX "alerts_email_idx" ON "alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alerts_active_idx" ON "alerts" USING btree ("id") WHERE "alerts"."status" = 'active';--> statement-breakpoint
-- Pages published before alerts existed are not news: the matcher starts after them (decision 036).
INSERT INTO "alert_seen_pages" ("page_id") SELECT "id" FROM "pages" WHERE "status" = 'published';--> statement-breakpoint
INSERT INTO "alert_cursors" ("name", "mark") SELECT 'pages', coalesce(max("updated_at"), now()) FROM "pages";
