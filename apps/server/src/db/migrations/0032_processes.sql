-- The server processes at work on this database, one row each while it runs (plugins/process-lease.ts).
-- A process takes its lock_key (from the sequence) as a PostgreSQL session advisory lock before it writes
-- its row, and holds it on a connection of its own: the lock dies with the process (or its connection),
-- so a row whose lock another process can take belongs to a process that is gone, and what it held (running
-- jobs, claimed receipt files, partial exports) is taken over at once. Liveness is the lock, not a time
-- stamp: a heartbeat column would only repeat what the lock says while churning a row every few seconds.
-- On the embedded database a process is alone.
CREATE SEQUENCE IF NOT EXISTS "processes_lock_key_seq" AS integer CYCLE;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "processes" (
	"instance_id" varchar(64) PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"host" varchar(255) NOT NULL,
	"lock_key" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
