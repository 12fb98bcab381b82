import { AuthPage } from "../../../components/auth-page";
import { LoginForm } from "../components/login-form";
import { mainLogin } from "../login-config";

/** /login (SPEC §2): students, college administrators, department heads and faculty mentors. */
export function LoginScreen() {
	return (
		<AuthPage title={mainLogin.title} description={mainLogin.description}>
			<LoginForm config={mainLogin} withSignupLink />
		</AuthPage>
	);
}
