ALTER TABLE "page_versions" ADD COLUMN "storefront" jsonb;--> statement-breakpoint
ALTER TABLE "storefront" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "storefront" ADD COLUMN "draft_password_hash" text;