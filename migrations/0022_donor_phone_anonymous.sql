-- donations.phone came with migration 0021 (a gift recorded at the office); the donor's choice to give anonymously:
ALTER TABLE "donations" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;
