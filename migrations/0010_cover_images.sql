ALTER TABLE "articles" ADD COLUMN "hero_image_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "hero_alt" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hero_image_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hero_alt" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_hero_image_id_images_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hero_image_id_images_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;