ALTER TABLE "resumes" ADD COLUMN "custom_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "design" jsonb DEFAULT '{}'::jsonb NOT NULL;