/**
 * The admin's home (GET /api/admin/to-do): what needs doing, counted by the server, re-read
 * whenever the dashboard is opened (adminQuery: never stale).
 */
import { useQuery } from "@tanstack/react-query";
import type { ToDoResponse } from "@shared/admin";
import { apiPaths } from "@shared/paths";
import { adminQuery, useAdminApi } from "../../lib/admin-api";

export function useToDo() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<ToDoResponse>(apiPaths.admin.toDo, lang));
}
