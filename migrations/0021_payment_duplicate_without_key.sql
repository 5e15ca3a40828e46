ALTER TABLE "payments" DROP CONSTRAINT "payments_duplicate_of_payments_id_fk";
