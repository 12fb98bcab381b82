import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { saveLesson, submitCourse } from "./authoring";
import { rowsOf } from "./catalogue";

/** The demo instructor (README demo logins) and what they teach. */
const DEMO_INSTRUCTOR = "instructor@dit.example.org";
const ASSIGNED = ["dsa-foundations", "cloud-computing-essentials"] as const;
const EDITED = { course: "dsa-foundations", lesson: "hashing-and-hash-maps" } as const;

const ADDED_SECTION = `

## Worked example: students per branch from roll numbers

An exam cell has roll numbers like \`21CS045\`, \`21EC112\` and \`22ME007\`: the first two digits are the
year of joining and the next two letters are the branch. To count students per branch, read each roll
number once and keep a running count in a hash map keyed by the branch code:

\`\`\`python
def students_per_branch(roll_numbers):
    counts = {}
    for roll in roll_numbers:
        branch = roll[2:4]
        counts[branch] = counts.get(branch, 0) + 1
    return counts

print(students_per_branch(["21CS045", "21EC112", "21CS101"]))
# {'CS': 2, 'EC': 1}
\`\`\`

Each lookup and update is O(1) on average, so the whole pass is O(n) for n roll numbers. Sorting the
list first and counting runs would also work, but costs O(n log n).
`;

/**
 * Demo data for authoring: the demo instructor is assigned to two courses and has one edit waiting
 * for the instructor admin (a worked example added to the DSA course's hashing lesson). Runs after the
 * content is loaded; does nothing when the instructor already has an edit of that course.
 */
export async function seedAuthoringDemo(db: Db, now: Date): Promise<void> {
	const [instructor] = await rowsOf<{ id: string }>(
		db,
		sql`select id::text as id from users where lower(email) = ${DEMO_INSTRUCTOR} and role = 'ROLE_INSTRUCTOR'`,
	);
	if (!instructor) return;
	const courses = await rowsOf<{ id: string; slug: string }>(
		db,
		sql`select id::text as id, slug from learning_courses where slug in (${sql.join(
			ASSIGNED.map((slug) => sql`${slug}`),
			sql`, `,
		)})`,
	);
	for (const course of courses)
		await db.execute(
			sql`insert into learning_course_instructors (course_id, user_id) values (${course.id}, ${instructor.id}) on conflict do nothing`,
		);
	const edited = courses.find((c) => c.slug === EDITED.course);
	if (!edited) return;
	const [already] = await rowsOf<{ n: number }>(
		db,
		sql`select count(*)::int as n from learning_course_revisions where course_id = ${edited.id} and author_id = ${instructor.id}`,
	);
	if (Number(already?.n ?? 0) > 0) return;
	const [lesson] = await rowsOf<{
		id: string;
		title: string;
		minutes: number;
		preview: boolean;
		videoUrl: string | null;
		markdown: string;
	}>(
		db,
		sql`select l.id::text as id, r.title, r.minutes, r.preview, r.video_url as "videoUrl", r.markdown
			from learning_lessons l join learning_lesson_revisions r on r.id = l.published_revision_id
			where l.course_id = ${edited.id} and l.slug = ${EDITED.lesson}`,
	);
	if (!lesson) return;
	await saveLesson(
		db,
		instructor.id,
		edited.id,
		lesson.id,
		{
			title: lesson.title,
			minutes: Number(lesson.minutes) + 3,
			preview: lesson.preview,
			videoUrl: lesson.videoUrl ?? "",
			markdown: `${lesson.markdown.trimEnd()}${ADDED_SECTION}`,
		},
		now,
	);
	await submitCourse(db, instructor.id, edited.id, now);
}
