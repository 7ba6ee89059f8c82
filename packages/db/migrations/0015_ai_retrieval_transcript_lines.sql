-- The assistant retrieves transcript passages from transcript_lines (issue 12 cleanup); the whole-transcript vector is unused.
DROP INDEX "interview_transcripts_search_vector_idx";--> statement-breakpoint
ALTER TABLE "interview_transcripts" DROP COLUMN "search_vector";