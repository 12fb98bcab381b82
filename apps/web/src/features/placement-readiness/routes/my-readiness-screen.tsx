import { PageLoader } from "../../../app/page-loader";
import { useSession } from "../../../lib/session";
import { StudentReadinessScreen } from "./student-readiness-screen";

/**
 * The student's side-bar entry: their own readiness, the page their mentor, placement officer and
 * counselor read at /student-placement-analytics/{id}, shown here at the student's own address.
 */
export function MyReadinessScreen() {
	const session = useSession();
	if (!session.data) return <PageLoader />;
	return <StudentReadinessScreen studentId={session.data.userId} />;
}
