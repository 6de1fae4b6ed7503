CREATE TABLE "rendered_pdfs" (
	"content_hash" text PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rendered_pdfs_last_used_idx" ON "rendered_pdfs" USING btree ("last_used_at");