/**
 * The `?next=` path to return to after signing in, if it is safe to follow: a path on this site
 * ("/dashboard?tab=1"), never an address elsewhere. "//evil.example" and "/\evil.example" are
 * rejected because browsers read both as another host; so is anything with control characters.
 */
export function safeNextPath(next: string | null | undefined): string | null {
	if (!next?.startsWith("/") || next.startsWith("//")) return null;
	// A backslash or a control character has no place in our paths and can smuggle in a host.
	if (/[\\\p{Cc}]/u.test(next)) return null;
	const base = "https://unnati.invalid";
	let url: URL;
	try {
		url = new URL(next, base);
	} catch {
		return null;
	}
	if (url.origin !== base) return null;
	return `${url.pathname}${url.search}${url.hash}`;
}
