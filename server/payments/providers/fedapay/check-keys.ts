/**
 * What `npm run doctor` says of FedaPay's keys (server/ops/doctor.ts runs every provider's check).
 */
import { ok, problem, reasonOf, warning, type Check, type CheckOptions } from "../../../lib/checks";
import type { ProvidersEnv } from "../settings";
import { FedapayApiError, FedapayClient } from "./fedapay-client";

/**
 * The FedaPay key, by reading a transaction that does not exist: a valid key is answered 404, a
 * refused one 401 or 403. The same request code the payments use (fedapay-client.ts).
 */
export async function checkFedapay(env: ProvidersEnv, { timeoutMs = 10_000 }: CheckOptions = {}): Promise<Check[]> {
  const config = env.fedapay;
  if (!config) return [];
  const client = new FedapayClient({ secretKey: config.secretKey, apiBase: config.apiBase, timeoutMs });
  let key: Check;
  try {
    await client.getTransaction(0);
    key = ok(`FedaPay accepts the ${config.environment} key (${config.apiBase}).`);
  } catch (error) {
    if (error instanceof FedapayApiError && (error.status === 401 || error.status === 403))
      key = problem(`FedaPay: the key is refused (${error.status}) at ${config.apiBase}. Copy FEDAPAY_SECRET_KEY again from FedaPay's dashboard (Paramètres → API), for the ${config.environment} environment.`);
    else if (error instanceof FedapayApiError && error.status === null) key = warning(`FedaPay could not be reached to check the key: ${error.message}`);
    else key = warning(`FedaPay: the key could not be checked: ${reasonOf(error)}`);
  }
  const sandbox = config.environment === "live" ? [] : [warning("FedaPay: the sandbox environment: payments are not real; set the live keys before going live.")];
  const webhook = ok(
    `FedaPay webhook: in FedaPay's dashboard (Webhooks → Créer un webhook), enter ${env.PUBLIC_URL}/api/webhooks/fedapay with every transaction.* event; its secret is FEDAPAY_WEBHOOK_SECRET.`,
  );
  return [key, ...sandbox, webhook];
}
