/**
 * The newsletter subscription (POST /api/newsletter): the request, checked by
 * `insertNewsletterSchema` of shared/schema.ts, and the answer.
 */
import type { z } from "zod";
import type { insertNewsletterSchema } from "./schema";

export type NewsletterInput = z.output<typeof insertNewsletterSchema>;

/** 201 when the address was added, 200 when it already was subscribed: a message either way. */
export type NewsletterResponse = { message: string };
