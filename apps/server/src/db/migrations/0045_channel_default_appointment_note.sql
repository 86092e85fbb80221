-- A company's default channel (channels.is_default): the declaration's send dialog preselects it.
-- The server keeps at most one per company (channels.hooks.ts).
ALTER TABLE "channels" ADD COLUMN IF NOT EXISTS "is_default" boolean DEFAULT false;
--> statement-breakpoint
-- An appointment's note (备注) is optional unless the global setting appointment_note_required says 1.
ALTER TABLE "appointments" ALTER COLUMN "note" DROP NOT NULL;
