import type { Json } from "../../shared/api-types";

/** What a row looks like once sent as JSON: the server-rendered page embeds exactly that. */
export const toJson = <T>(value: T): T extends (infer U)[] ? Json<U>[] : Json<T> =>
  JSON.parse(JSON.stringify(value)) as T extends (infer U)[] ? Json<U>[] : Json<T>;
