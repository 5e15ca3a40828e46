import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventsResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";

export const getEventsQueryOptions = () => queryOptions<EventsResponse>({ queryKey: [apiPaths.events] });

export const useEvents = () => useQuery(getEventsQueryOptions());
