/** A general assembly's convocation, as the audit list writes it in English and in French. */
import { describe, expect, it } from "vitest";
import type { AuditItem } from "@shared/admin";
import { describeEntry } from "./describe-entry";

const NB = "\u00a0";

const sent: AuditItem = {
  id: "00000000-0000-4000-8000-000000000001",
  userId: "00000000-0000-4000-8000-000000000002",
  username: "Aïcha",
  action: "convocation.send",
  entity: "convocation",
  entityId: "00000000-0000-4000-8000-000000000003",
  label: "2027",
  details: { name: "2027" },
  changes: {
    year: { from: null, to: 2027 },
    heldAt: { from: null, to: "2027-01-16T09:00:00.000Z" },
    place: { from: null, to: "Salle des fêtes, Cotonou" },
    recipients: { from: null, to: 1250 },
  },
  createdAt: "2026-12-01T09:05:00.000Z",
};

describe("a convocation sent", () => {
  it("says the assembly's year, how many were convened, when and where, in each language", () => {
    expect(describeEntry(sent, "en")).toEqual({
      sentence: "Aïcha sent the convocation to the 2027 general assembly; members convened: 1,250",
      details: ["Day and time: January 16, 2027, 10:00\u00a0AM", "Place: Salle des fêtes, Cotonou"],
    });
    expect(describeEntry(sent, "fr")).toEqual({
      sentence: `Aïcha a envoyé la convocation à l’assemblée générale 2027${NB}; membres convoqués${NB}: 1${NB}250`,
      details: [`Jour et heure${NB}: 16 janvier 2027 à 10:00`, `Lieu${NB}: Salle des fêtes, Cotonou`],
    });
  });
});
