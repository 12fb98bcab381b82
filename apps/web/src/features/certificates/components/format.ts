/** "24 November 2026": the day in India, where the certificates' students are. */
export const certificateDate = (iso: string) =>
	new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "long",
		year: "numeric",
	}).format(new Date(iso));

/** "12 hours", "1.5 hours", "1 hour". */
export const hoursText = (hours: number) => {
	const rounded = Math.round(hours * 10) / 10;
	return `${rounded} ${rounded === 1 ? "hour" : "hours"}`;
};

export const kindLabel = (kind: "course" | "journey") => (kind === "course" ? "Course" : "Journey");
