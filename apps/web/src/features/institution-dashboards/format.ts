/** "62.5 %" or "—" where there is nothing to show. */
export const percent = (value: number | null) => (value === null ? "—" : `${value} %`);

export const plural = (count: number, one: string, many = `${one}s`) =>
	`${count} ${count === 1 ? one : many}`;

/** "3A", "Year 3", or "—". */
export const cohortName = (year: number | null, section: string | null) =>
	year === null ? (section ?? "—") : `${year}${section ?? ""}`;

/** "24 Nov 2026" in India's time. */
export const shortDate = (iso: string | null) =>
	iso === null
		? "Never"
		: new Date(iso).toLocaleDateString("en-IN", {
				day: "numeric",
				month: "short",
				year: "numeric",
				timeZone: "Asia/Kolkata",
			});

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-09" as "Sep 2026". */
export const monthName = (month: string) => {
	const [year, m] = month.split("-");
	return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
};

/** A change in points with its sign: "+12.5", "−3", "0"; "—" when there is none. */
export const signedPoints = (change: number | null) =>
	change === null ? "—" : change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : "0";

/** "16 Sep" in India's time: a short label under a chart's point. */
export const dayMonth = (iso: string) =>
	new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });
