/**
 * The sign-in's rules, shared by the server (server/routes/auth.ts) and the form at /admin,
 * which fetches them when a field is first focused. Written with zod/mini, as the public forms'
 * rules are (decision 008): the form is the first thing the administration shows, on a phone on
 * mobile data, and zod's classic API would be 20 KB more to fetch before it can check anything.
 */
import * as z from "zod/mini";
import { name } from "./public-forms";

export const loginSchema = z.strictObject({
  username: name(100),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginInput = z.infer<typeof loginSchema>;
