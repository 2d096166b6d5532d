ALTER TABLE "page_versions" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "plugins" jsonb;--> statement-breakpoint
ALTER TABLE "storefront" ADD COLUMN "draft_settings" jsonb;--> statement-breakpoint
ALTER TABLE "storefront" ADD COLUMN "draft_plugins" jsonb;