ALTER TABLE "cashes" ALTER COLUMN "bank_name" SET DATA TYPE varchar(30);--> statement-breakpoint
ALTER TABLE "cashes" ALTER COLUMN "bank_name" SET DEFAULT '';