ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limits_positive" CHECK (coalesce("coupons"."usage_limit", 1) > 0 and coalesce("coupons"."usage_limit_per_customer", 1) > 0);