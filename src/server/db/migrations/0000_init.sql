CREATE TABLE "worker_heartbeats" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_sweep_at" timestamp with time zone
);
