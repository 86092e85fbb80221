CREATE TABLE "message_recipients" (
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"read_time" timestamp with time zone,
	CONSTRAINT "message_recipients_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" varchar(2000) NOT NULL,
	"sender_id" integer,
	"target_type" varchar(10) NOT NULL,
	"target_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('announcement', 'private')),
	CONSTRAINT "messages_target_type" CHECK ("messages"."target_type" in ('all', 'user', 'role'))
);
--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_recipients_unread" ON "message_recipients" USING btree ("user_id","message_id") WHERE read_time is null;--> statement-breakpoint
CREATE INDEX "message_recipients_message" ON "message_recipients" USING btree ("message_id");