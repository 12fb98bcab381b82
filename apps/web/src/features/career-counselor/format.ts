/** "10 Mar 2026" for an ISO time, in India Standard Time. */
export function shortDate(iso: string | null): string {
	if (!iso) return "—";
	return new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "short",
		year: "numeric",
	}).format(new Date(iso));
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
	timeZone: "UTC",
	weekday: "short",
	day: "numeric",
	month: "short",
	year: "numeric",
});

/** "Tue, 10 Mar 2026" for a calendar day (YYYY-MM-DD), as it is: no time zone moves it. */
export function dayLabel(day: string | null): string {
	if (!day) return "—";
	const parts = Object.fromEntries(
		dayFormat.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]),
	);
	return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** "CSE · Year 3 · A" for a student's class, leaving out what is unknown. */
export function classOf(student: {
	deptCode: string | null;
	year: number | null;
	section: string | null;
}): string {
	return (
		[student.deptCode, student.year ? `Year ${student.year}` : null, student.section]
			.filter((part) => part)
			.join(" · ") || "—"
	);
}
