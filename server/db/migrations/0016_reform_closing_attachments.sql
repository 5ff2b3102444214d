ALTER TYPE "public"."reform_attachment_kind" ADD VALUE 'closing_term';--> statement-breakpoint
ALTER TYPE "public"."reform_attachment_kind" ADD VALUE 'closing_photo';