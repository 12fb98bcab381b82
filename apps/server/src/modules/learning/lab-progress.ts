/**
 * The port learning reads a course's labs through (the labs module implements it; app.ts wires it):
 * per course slug, its published labs and how many one student completed. A completed lab counts
 * towards the course's progress (issue 14).
 */
export type CourseLabs = {
	labCounts(
		userId: string,
		courseSlugs: readonly string[],
	): Promise<Map<string, { total: number; completed: number }>>;
};

type Counted = { completedLessons: number; totalLessons: number; percent: number };

/**
 * Adds each course's labs to its progress: a completed lab counts like a completed lesson. Courses
 * without published labs are answered unchanged.
 */
export async function withLabs<T extends Counted>(
	labs: CourseLabs,
	userId: string,
	courses: readonly T[],
	slugOf: (course: T) => string,
): Promise<(T & { labs?: { total: number; completed: number } })[]> {
	if (courses.length === 0) return [];
	const counts = await labs.labCounts(userId, courses.map(slugOf));
	return courses.map((course) => {
		const count = counts.get(slugOf(course));
		if (!count || count.total === 0) return course;
		const done = course.completedLessons + count.completed;
		const total = course.totalLessons + count.total;
		return { ...course, labs: count, percent: Math.floor((done / total) * 100) };
	});
}
