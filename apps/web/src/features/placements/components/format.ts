/** Rupees the Indian way: ₹6,50,000; and lakhs per annum for headlines: 7 LPA, 10.5 LPA. */
export const formatInr = (rupees: number) =>
	new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
		rupees,
	);

export const formatLpa = (rupees: number) => {
	const lakhs = rupees / 100_000;
	return `${Number.isInteger(lakhs) ? lakhs : lakhs.toFixed(2).replace(/0$/, "")} LPA`;
};

export const formatDateTime = (iso: string) =>
	new Date(iso).toLocaleString("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "short",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit",
	});

export const formatDate = (iso: string) =>
	new Date(iso).toLocaleDateString("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "short",
		year: "numeric",
	});
