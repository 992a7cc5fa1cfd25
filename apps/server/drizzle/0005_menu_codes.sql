ALTER TABLE "admin_menus" ADD COLUMN "code" varchar(80);--> statement-breakpoint
ALTER TABLE "user_menus" ADD COLUMN "code" varchar(80);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_menus_code_unique" ON "admin_menus" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_menus_code_unique" ON "user_menus" USING btree ("code");