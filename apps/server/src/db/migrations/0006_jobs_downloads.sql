CREATE TABLE "download_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entity" varchar(60) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"sta" smallint DEFAULT 0 NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"process" smallint DEFAULT 0 NOT NULL,
	"file_key" varchar(200),
	"row_count" integer,
	"job_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone,
	CONSTRAINT "download_tasks_sta" CHECK ("download_tasks"."sta" in (0, 1, 2, -10))
);
--> statement-breakpoint
CREATE TABLE "hub_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hub_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(40) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" varchar(64),
	"heartbeat_at" timestamp with time zone,
	"last_error" varchar(1000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tasks_user" ON "download_tasks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jobs_queued" ON "jobs" USING btree ("type","run_at","id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running" ON "jobs" USING btree ("heartbeat_at") WHERE status = 'running';