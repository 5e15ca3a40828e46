/**
 * A general assembly's convocation: one `convocations` row and one mail per voter (the members paid
 * for the assembly's year, list-voters.ts), each in the member's language, written to the outbox
 * in the same transaction as the row and its audit entry — all of it, or nothing. Each mail's key
 * names the convocation and the member: the jobs room sends each once.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { convocations, type Convocation } from "../../../shared/schema";
import { site } from "../../../shared/site";
import { convocationMailKey, LOCAL_DATE_TIME, type convocationSchema } from "../../../shared/voters";
import type { z } from "zod";
import type { Db } from "../../db";
import { utcOffsetMinutes } from "../../lib/time-zone";
import { queueMails } from "../../mail/outbox";
import { recordChange, type Actor } from "../audit/record-change";
import type { Effect } from "../effects";
import { votersOfYear } from "./list-voters";

export type ConvocationValues = z.output<typeof convocationSchema>;

/** "2027-01-16T10:00" on Benin's clock → its instant (the offset read at that instant). */
export function beninInstant(local: string): Date {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) throw new Error(`not a date and time: ${local}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const guess = wall - utcOffsetMinutes(new Date(wall), site.timeZone) * 60_000;
  return new Date(wall - utcOffsetMinutes(new Date(guess), site.timeZone) * 60_000);
}

export type SendConvocationResult =
  | { kind: "past" }
  | { kind: "nobody" }
  /** `mailed`: how many voters this post mails (a repeat with nobody new: the first's count, its answer again). */
  | { kind: "sent"; convocation: Convocation; mailed: number; effects: readonly Effect[] };

/**
 * Sends a convocation. The same convocation posted again (same year, hour, place and agenda: a
 * double tap, a retry after a lost answer) is the first one: its voters already have their mail, so
 * nothing is sent again and the answer is the first's. Only a voter convened since — a year paid
 * after the first post — gets the mail then, under the same convocation. Posts for one year are
 * taken one at a time (a transaction lock), so two at once are one.
 */
export async function sendConvocation(db: Db, actor: Actor, input: ConvocationValues, now: Date): Promise<SendConvocationResult> {
  const heldAt = beninInstant(input.heldAt);
  // A convocation is for an assembly to come; a past hour is a typing mistake.
  if (heldAt.getTime() <= now.getTime()) return { kind: "past" };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`convocation:${input.year}`}))`);
    // The voters as this transaction sees them: a year paid meanwhile is convened, or the mail waits for the next convocation.
    const voters = await votersOfYear(tx, input.year);
    if (voters.length === 0) return { kind: "nobody" } as const;
    const [earlier] = await tx
      .select()
      .from(convocations)
      .where(
        and(
          eq(convocations.year, input.year),
          eq(convocations.heldAt, heldAt),
          eq(convocations.place, input.place),
          eq(convocations.agendaEn, input.agenda.en),
          eq(convocations.agendaFr, input.agenda.fr),
        ),
      )
      .orderBy(desc(convocations.createdAt))
      .limit(1);
    const [convocation] = earlier
      ? [earlier]
      : await tx
          .insert(convocations)
          .values({
            year: input.year,
            heldAt,
            place: input.place,
            agendaEn: input.agenda.en,
            agendaFr: input.agenda.fr,
            sentBy: actor.userId,
            sentByName: actor.username,
            recipients: voters.length,
          })
          .returning();
    const first = convocation!;
    // Each mail's key names the convocation and the member: one already written is skipped.
    const written = await queueMails(
      tx,
      voters.map((voter) => ({
        key: convocationMailKey(first.id, voter.memberId),
        template: "convocation" as const,
        to: [voter.email],
        language: voter.language,
        data: {
          convocationId: first.id,
          name: voter.fullName,
          year: first.year,
          heldAt: first.heldAt.toISOString(),
          place: first.place,
          agenda: voter.language === "fr" ? first.agendaFr : first.agendaEn,
        },
      })),
    );
    // The same convocation again, and nobody new to convene: the first's answer, nothing sent.
    if (earlier && written === 0) return { kind: "sent", convocation: earlier, mailed: earlier.recipients, effects: [] } as const;
    const row = earlier
      ? (await tx.update(convocations).set({ recipients: earlier.recipients + written }).where(eq(convocations.id, earlier.id)).returning())[0]!
      : first;
    await recordChange(tx, actor, {
      action: "convocation.send",
      entity: "convocation",
      entityId: row.id,
      label: String(row.year),
      details: { name: String(row.year) },
      changes: {
        year: { from: null, to: row.year },
        heldAt: { from: null, to: row.heldAt.toISOString() },
        place: { from: null, to: row.place },
        recipients: { from: earlier ? earlier.recipients : null, to: row.recipients },
      },
    });
    return { kind: "sent", convocation: row, mailed: earlier ? written : row.recipients, effects: ["mail-queued"] } as const;
  });
}
