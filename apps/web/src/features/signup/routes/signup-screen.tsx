import { useSearchParams } from "react-router";
import { AuthPage } from "../../../components/auth-page";
import { RoleBenefits, type SignupRole } from "../components/role-benefits";
import { SignupForm } from "../components/signup-form";

const formTitles: Record<SignupRole, string> = {
	student: "Sign up as a student",
	college: "Sign up your college or university",
};

/**
 * /signup (SPEC §2): the role-benefits page, then the form for the chosen role. The choice lives in
 * the address (?role=student), so the browser's Back button returns to the benefits.
 */
export function SignupScreen() {
	const [searchParams, setSearchParams] = useSearchParams();
	const chosen = searchParams.get("role");
	const role: SignupRole | null = chosen === "student" || chosen === "college" ? chosen : null;

	if (!role) {
		return (
			<AuthPage
				size="md"
				title="Join Unnati"
				description="Choose how you will use Unnati: as a student, or for your college or university."
			>
				<RoleBenefits onChoose={(next) => setSearchParams({ role: next })} />
			</AuthPage>
		);
	}

	return (
		<AuthPage
			title={formTitles[role]}
			description={
				role === "college" ? "Your account will administer your institution on Unnati." : undefined
			}
		>
			<SignupForm key={role} role={role} />
		</AuthPage>
	);
}
