/** A member as the admin API sends it (JSON), for the members' component tests: a pending individual applicant who owes 12,000 FCFA. */
import type { MemberItem } from "@shared/admin";

export function testMember(overrides: Partial<MemberItem> = {}): MemberItem {
  return {
    id: "7b0c6a8e-5f43-4f5e-9f59-0c3d2d1e4a11",
    memberId: "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a",
    memberPaidYears: [],
    duesChannels: [],
    fullName: "Aïcha Dossou",
    email: "aicha@example.bj",
    country: "Benin",
    countryCode: "BJ",
    category: "adherent_individual",
    status: "pending",
    duesCurrency: "XOF",
    duesAmount: 12_000,
    consent: true,
    language: "fr",
    paymentStatus: "pending",
    paymentStatusAt: null,
    paidAt: null,
    membershipYear: null,
    version: 3,
    createdAt: "2026-11-02T09:00:00.000Z",
    updatedAt: "2026-11-02T09:00:00.000Z",
    payment: null,
    yearsPaid: [],
    standing: { paidUp: false, inGrace: false, paidThrough: null, due: 2026 },
    erased: false,
    ...overrides,
  };
}
