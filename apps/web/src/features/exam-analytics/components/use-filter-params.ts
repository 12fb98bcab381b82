import { queryString } from "@unnati/contracts/http";
import { useSearchParams } from "react-router";
import { type AnalyticsFilters, filterQuery, filtersFrom } from "../api";

/** The analytics filters, kept in the URL so a filtered view can be reloaded and shared. */
export function useFilterParams(): [AnalyticsFilters, (filters: AnalyticsFilters) => void] {
	const [params, setParams] = useSearchParams();
	const filters = filtersFrom(params);
	const setFilters = (next: AnalyticsFilters) =>
		setParams(new URLSearchParams(queryString(filterQuery(next))), { replace: true });
	return [filters, setFilters];
}
