import { Navigate, Outlet, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { hasValidSecurityValidation } from "../exam-storage";

/**
 * The exam guard of /exam/{examId} and /proctored-exam/{examId} (SPEC §2, §4): the student must
 * have accepted this exam's rules less than 5 minutes ago, otherwise they go to /exam-security/{id}.
 *
 * Reloads: while the player is open it renews the record every minute (useSecurityRenewal in exam-player-screen.tsx), and
 * the record lives in sessionStorage, which survives a reload of the same tab. So a student who
 * reloads mid-exam lands straight back in the exam; one who closed the tab (or whose browser lost
 * the session) re-accepts the rules once and resumes the same attempt.
 */
export function ExamGuard() {
	const { examId = "" } = useParams();
	if (!hasValidSecurityValidation(examId)) return <Navigate replace to={paths.examSecurity(examId)} />;
	return <Outlet />;
}
