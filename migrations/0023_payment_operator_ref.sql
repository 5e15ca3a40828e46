ALTER TABLE "payments" ADD COLUMN "operator_ref" text;
