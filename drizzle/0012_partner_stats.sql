CREATE TABLE "partner_stats" (
	"partner_id" uuid NOT NULL,
	"shard" integer NOT NULL,
	"referrals" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"pending_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"approved_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"paid_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_stats_partner_id_shard_pk" PRIMARY KEY("partner_id","shard")
);
