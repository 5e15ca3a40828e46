import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput, NewsletterResponse } from "@shared/newsletter";
import { apiRequest } from "@/lib/api";

export const NEWSLETTER_API_PATH = "/api/newsletter";

export type NewsletterResult = NewsletterResponse & {
  /** The address was already on the list (200): nothing was added. */
  alreadySubscribed: boolean;
};

export async function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterResult> {
  const res = await apiRequest("POST", NEWSLETTER_API_PATH, input);
  const body = (await res.json()) as NewsletterResponse;
  return { ...body, alreadySubscribed: res.status === 200 };
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
