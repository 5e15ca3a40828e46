import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput, NewsletterResponse } from "@shared/newsletter";
import { apiPaths } from "@shared/paths";
import { apiRequest } from "@/lib/api";

export type NewsletterResult = NewsletterResponse & {
  /** The address was already on the list (200): nothing was added. */
  alreadySubscribed: boolean;
};

export async function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterResult> {
  const res = await apiRequest("POST", apiPaths.newsletter, input);
  const body = (await res.json()) as NewsletterResponse;
  return { ...body, alreadySubscribed: res.status === 200 };
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
