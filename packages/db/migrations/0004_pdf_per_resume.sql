-- Each resume keeps one PDF, its newest: rows are keyed by owner and resume key (the resume's id, or 'draft'), and
-- storing a resume's new PDF deletes its previous one. The rows before this carry no owner, so they are dropped (a
-- link to one answers 404 "generate the preview again"); TRUNCATE also gives their disk space back at once.
TRUNCATE TABLE "rendered_pdfs";--> statement-breakpoint
ALTER TABLE "rendered_pdfs" DROP CONSTRAINT "rendered_pdfs_pkey";--> statement-breakpoint
ALTER TABLE "rendered_pdfs" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "rendered_pdfs" ADD COLUMN "resume_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "rendered_pdfs" ADD CONSTRAINT "rendered_pdfs_user_id_resume_key_pk" PRIMARY KEY("user_id","resume_key");--> statement-breakpoint
ALTER TABLE "rendered_pdfs" ADD CONSTRAINT "rendered_pdfs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rendered_pdfs_content_hash_idx" ON "rendered_pdfs" USING btree ("content_hash");
