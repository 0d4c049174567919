ALTER TABLE "pages" ALTER COLUMN "id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()::text;--> statement-breakpoint
CREATE INDEX "pages_slug_trgm_idx" ON "pages" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_id_trgm_idx" ON "pages" USING gin ("id" gin_trgm_ops);