/** A countdown's clock: 5400 → "1:30:00", 65 → "1:05"; never negative. */
export function formatClock(totalSeconds: number): string {
	const s = Math.max(0, Math.floor(totalSeconds));
	const hours = Math.floor(s / 3600);
	const minutes = Math.floor((s % 3600) / 60);
	const seconds = String(s % 60).padStart(2, "0");
	return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** A time of day as Indian notice boards write it: "16:00" → "4:00 pm", "00:30" → "12:30 am". */
export function clock12(time: string): string {
	const [h = 0, m = 0] = time.split(":").map(Number);
	return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}
