/**
 * The administrators' one-time links (docs/decisions/026-account-links.md): "Forgot your
 * password?" and the invitation to become an administrator. The server validates with these rules
 * and the views at /admin resolve with them. Written with zod/mini, as the sign-in's rules are
 * (shared/sign-in.ts): these views come before any sign-in, on a phone on mobile data.
 */
import * as z from "zod/mini";
import { languages } from "./domain";
import { emailRule, name } from "./public-forms";

/** How long a forgotten password's link works: long enough to reach a mailbox, short enough to be of little use later. */
export const PASSWORD_RESET_MINUTES = 60;
/** How long an invitation waits to be accepted (Ghost's invitations last a week too). */
export const INVITATION_DAYS = 7;

/** A new password: at least 12 characters, no composition rules (NIST SP 800-63B), as shared/admin.ts newPasswordRule. */
const newPassword = z.string().check(z.minLength(12), z.maxLength(200));

/** A token as the links carry it: 43 characters of base64url (32 random bytes). */
export const linkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { message: "linkInvalid" }));

/** POST /api/auth/password-reset: a username or an address; answered the same whether or not it is known. */
export const passwordResetRequestSchema = z.strictObject({
  login: name(254),
  language: z.enum(languages),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/complete: the link's token and the new password. */
export const passwordResetCompleteSchema = z.strictObject({ token: linkToken, newPassword });
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** POST /api/auth/invitation/accept: the invitation's token and the password the invitee chose. */
export const invitationAcceptSchema = z.strictObject({ token: linkToken, password: newPassword });
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

/** The form that chooses the password (the reset's or the invitation's): typed twice, compared by the form. */
export const choosePasswordFormSchema = z.object({ password: newPassword, confirm: z.string() });

/** PUT /api/auth/email: the signed-in administrator's own address (asked of accounts made without one). */
export const ownEmailSchema = z.strictObject({ email: emailRule });
export type OwnEmail = z.infer<typeof ownEmailSchema>;

/** GET /api/auth/password-reset/:token and /api/auth/invitation/:token: whose link it is. */
export type AccountLinkResponse = { username: string; expiresAt: string };
/** What the reset's and the invitation's endings answer. */
export type AccountLinkDoneResponse = { message: string; username: string };

/** The endpoints (server/routes/account-links.ts, server/routes/admin/admin-invitations.ts). */
export const accountLinkPaths = {
  passwordReset: "/api/auth/password-reset",
  passwordResetLink: (token: string) => `/api/auth/password-reset/${encodeURIComponent(token)}`,
  passwordResetComplete: "/api/auth/password-reset/complete",
  invitationLink: (token: string) => `/api/auth/invitation/${encodeURIComponent(token)}`,
  invitationAccept: "/api/auth/invitation/accept",
  ownEmail: "/api/auth/email",
  invitations: "/api/admin/invitations",
  invitation: (id: string) => `/api/admin/invitations/${encodeURIComponent(id)}`,
} as const;

/** The address's query that opens each view at /admin: `?forgot`, `?reset=<token>`, `?invitation=<token>`. */
export const accountLinkQuery = { forgot: "forgot", reset: "reset", invitation: "invitation" } as const;
