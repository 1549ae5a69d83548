CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "stripe_refund_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_stripe_payment_uq" ON "transactions" USING btree ("stripe_checkout_session_id") WHERE "transactions"."type" = 'payment';