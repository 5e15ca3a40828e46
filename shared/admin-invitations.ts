/**
 * Inviting an administrator by mail (docs/decisions/026-account-links.md): the administration's
 * side, with the admin's classic zod (the invitee's side is shared/account-links.ts).
 */
import { z } from "zod";
import { languages } from "./domain";
import { USERNAME } from "./admin";

/** POST /api/admin/invitations: the newcomer's name (the rules of every administrator's name), address and the mail's language. */
export const inviteAdminSchema = z
  .object({
    username: z.string().trim().min(3).max(100).regex(USERNAME, { message: "username" }),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    language: z.enum(languages),
  })
  .strict();
export type InviteAdminInput = z.infer<typeof inviteAdminSchema>;

/** An invitation waiting to be accepted, as the administrators' list shows it. */
export type AdminInvitationItem = { id: string; username: string; email: string; invitedBy: string; createdAt: string; expiresAt: string };
export type AdminInvitationsResponse = { invitations: AdminInvitationItem[] };

/** One's own address, as the admin's form checks it (the server's rule is shared/account-links.ts ownEmailSchema, the same rule in zod/mini). */
export const ownEmailFormSchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(254).pipe(z.email()) }).strict();
