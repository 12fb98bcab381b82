import { Button, Group, NativeSelect } from "@mantine/core";
import type { FilterOptions } from "@unnati/contracts";
import { type AnalyticsFilters, NO_FILTERS } from "../api";

interface AnalyticsFiltersBarProps {
	options: FilterOptions;
	filters: AnalyticsFilters;
	onChange: (filters: AnalyticsFilters) => void;
}

/** Department, year and section of the students counted; the choices are the ones that sat the exam. */
export function AnalyticsFiltersBar({ options, filters, onChange }: AnalyticsFiltersBarProps) {
	const set = (change: Partial<AnalyticsFilters>) => onChange({ ...filters, ...change });
	const any = filters.departmentId !== null || filters.year !== null || filters.section !== null;
	return (
		<Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter the attempts">
			<NativeSelect
				label="Department"
				value={filters.departmentId ?? ""}
				data={[
					{ value: "", label: "All departments" },
					...options.departments.map((d) => ({ value: d.id, label: `${d.code} – ${d.name}` })),
				]}
				onChange={(event) => set({ departmentId: event.currentTarget.value || null })}
				style={{ flex: "1 1 220px", maxWidth: 360 }}
			/>
			<NativeSelect
				label="Year"
				value={filters.year === null ? "" : String(filters.year)}
				data={[
					{ value: "", label: "All years" },
					...options.years.map((y) => ({ value: String(y), label: `Year ${y}` })),
				]}
				onChange={(event) =>
					set({ year: event.currentTarget.value ? Number(event.currentTarget.value) : null })
				}
			/>
			<NativeSelect
				label="Section"
				value={filters.section ?? ""}
				data={[
					{ value: "", label: "All sections" },
					...options.sections.map((s) => ({ value: s, label: `Section ${s}` })),
				]}
				onChange={(event) => set({ section: event.currentTarget.value || null })}
			/>
			{any && (
				<Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
					Clear filters
				</Button>
			)}
		</Group>
	);
}
