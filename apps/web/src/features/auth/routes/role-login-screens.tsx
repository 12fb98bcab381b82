import { AuthPage } from "../../../components/auth-page";
import { LoginForm } from "../components/login-form";
import { type LoginScreenConfig, roleLogins } from "../login-config";

function RoleLogin({ config }: { config: LoginScreenConfig }) {
	return (
		<AuthPage title={config.title} description={config.description}>
			<LoginForm config={config} />
		</AuthPage>
	);
}

// One screen per role login route of SPEC §2, each the shared form configured for its role.
export const PrincipalLoginScreen = () => <RoleLogin config={roleLogins.principal} />;
export const AdminLoginScreen = () => <RoleLogin config={roleLogins.admin} />;
export const ExamAdminLoginScreen = () => <RoleLogin config={roleLogins.examAdmin} />;
export const InstructorLoginScreen = () => <RoleLogin config={roleLogins.instructor} />;
export const ConnectInLoginScreen = () => <RoleLogin config={roleLogins.connectIn} />;
export const QuestionBankLoginScreen = () => <RoleLogin config={roleLogins.questionBank} />;
export const CareerCounselorLoginScreen = () => <RoleLogin config={roleLogins.careerCounselor} />;
export const PatLoginScreen = () => <RoleLogin config={roleLogins.pat} />;
export const RecruiterLoginScreen = () => <RoleLogin config={roleLogins.recruiter} />;
