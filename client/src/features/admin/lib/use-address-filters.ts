/**
 * A list's filters kept in the address (`/admin?tab=members&status=pending&page=2`): the home's
 * counts open their lists filtered as they were counted, and a reload, Back or a shared link keep
 * the list as it was. The address is the filters' only record; a change replaces it (not pushed:
 * Back leaves the tab rather than undoing each filter). A value the list does not know is ignored.
 */
import { useLocation, useSearch } from "wouter";

/** The parameters a list owns, as text; undefined (or empty) leaves the address. */
export type AddressFields = Record<string, string | number | undefined>;

export function useAddressFilters<T>(read: (params: URLSearchParams) => T, write: (filters: T) => AddressFields): [T, (filters: T) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = read(new URLSearchParams(search));
  const set = (next: T) => {
    // The address as it is now (not as rendered): two changes in one event do not undo each other.
    const params = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(write(next))) {
      if (value === undefined || value === "") params.delete(key);
      else params.set(key, String(value));
    }
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return [filters, set];
}

/** A parameter's value when `isValid` accepts it, else undefined. */
export function paramOf<V extends string>(params: URLSearchParams, key: string, isValid: (value: string) => value is V): V | undefined {
  const value = params.get(key);
  return value !== null && isValid(value) ? value : undefined;
}

/** A page number from the address (1 when absent or not a page). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}
