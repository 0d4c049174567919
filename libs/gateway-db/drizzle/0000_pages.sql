CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"domain" text DEFAULT 'gov' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"first_published_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pages_status_check" CHECK ("pages"."status" in ('published', 'draft'))
);
--> statement-breakpoint
CREATE INDEX "pages_first_published_at_idx" ON "pages" USING btree ("first_published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pages_tags_idx" ON "pages" USING gin ("tags");