CREATE TABLE "login_challenges" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"target" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_challenges_time" ON "login_challenges" USING btree ("create_time");