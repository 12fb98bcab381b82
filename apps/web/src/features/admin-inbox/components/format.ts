/** When something arrived or was written, in Indian time as the platform's users read it. */
export function formatWhen(iso: string): string {
	return new Date(iso).toLocaleString("en-IN", {
		dateStyle: "medium",
		timeStyle: "short",
		timeZone: "Asia/Kolkata",
	});
}
