import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { LOGIN_PATH_BY_ROLE } from "../../lib/login-paths";
import { sessionQueryKey, signOut, useSession } from "../../lib/session";

/**
 * Ends the session (POST /api/auth/logout), forgets everything cached for this person and goes to
 * the login screen of their role.
 */
export function SignOutButton() {
	const session = useSession();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const mutation = useMutation({
		mutationFn: signOut,
		onSuccess: async () => {
			const loginPath = session.data ? LOGIN_PATH_BY_ROLE[session.data.role] : "/login";
			// Leave the guarded screens first, so their guard does not see the signed-out state and
			// redirect with a ?next= back to them.
			await navigate(loginPath, { replace: true });
			queryClient.removeQueries();
			queryClient.setQueryData(sessionQueryKey, null);
		},
		onError: () => {
			notifications.show({ color: "red", message: "Could not sign out. Please try again." });
		},
	});

	return (
		<Button variant="default" size="xs" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
			{mutation.isPending ? "Signing out..." : "Sign out"}
		</Button>
	);
}
