import { Navigate } from "react-router";
import { PageLoader } from "../../../app/page-loader";
import { paths } from "../../../app/paths";
import { useSession } from "../../../lib/session";

/** The student's side-bar entry: their own /student-placement-analytics/{id}. */
export function MyReadinessScreen() {
	const session = useSession();
	if (!session.data) return <PageLoader />;
	return <Navigate replace to={paths.studentPlacementAnalytics(session.data.userId)} />;
}
