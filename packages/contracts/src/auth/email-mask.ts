/**
 * Masks an email address for display (SPEC §3): the local part keeps its first two and last two
 * characters, the rest become stars; a local part of 3 or 4 characters keeps only its first and
 * last; 1 or 2 characters are all stars. The domain is kept. "rahul.sharma@dit.in" → "ra********ma@dit.in".
 */
export function maskEmail(email: string): string {
	const at = email.lastIndexOf("@");
	const local = at === -1 ? email : email.slice(0, at);
	const domain = at === -1 ? "" : email.slice(at);
	const chars = [...local];
	const n = chars.length;
	let masked: string;
	if (n <= 2) masked = "*".repeat(n);
	else if (n <= 4) masked = `${chars[0]}${"*".repeat(n - 2)}${chars[n - 1]}`;
	else masked = `${chars.slice(0, 2).join("")}${"*".repeat(n - 4)}${chars.slice(-2).join("")}`;
	return masked + domain;
}

/** True when `candidate` is the masked form of `email` (how send-reset-otp accepts what check-student-email showed). */
export function matchesMaskedEmail(email: string, candidate: string): boolean {
	return maskEmail(email).toLowerCase() === candidate.trim().toLowerCase();
}
