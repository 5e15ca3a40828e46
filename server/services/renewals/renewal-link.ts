/**
 * A year's private renewal link (docs/decisions/013-members-and-years.md): the page's address with
 * the year's payable token, so that the link both shows the year and starts its payment. Nothing
 * is stored: the token is an HMAC with the server's secret (services/payments/tokens.ts).
 */
import type { Language } from "../../../shared/domain";
import { renewPath } from "../../../shared/paths";
import { isPayableToken, payableToken } from "../payments/tokens";

export type RenewalLinks = { secret: string; publicUrl: string };

export const renewalToken = (secret: string, yearId: string) => payableToken(secret, "membership_year", yearId);

export const isRenewalToken = (secret: string, yearId: string, token: string) => isPayableToken(secret, "membership_year", yearId, token);

export const renewalUrl = ({ secret, publicUrl }: RenewalLinks, yearId: string, lang: Language) =>
  `${publicUrl.replace(/\/$/, "")}${renewPath(yearId, lang)}?t=${encodeURIComponent(renewalToken(secret, yearId))}`;
