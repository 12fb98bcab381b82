/**
 * The readable title segment of a job's address (/job-details-CT/{jobid}/{jobtitle}): lower-case
 * words joined by hyphens, like learning's slugs. The id decides the page; a missing or outdated
 * segment is replaced by this one.
 */
export function jobSlug(title: string): string {
	return (
		title
			.normalize("NFKD")
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, "-")
			.replace(/^-+|-+$/g, "")
			.slice(0, 60)
			.replace(/-+$/, "") || "job"
	);
}
