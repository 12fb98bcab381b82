import { Alert, Anchor, Box, Container, Group, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check/rules";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { Logo } from "../../../components/logo";
import { deferredSessionQueryOptions } from "../../../lib/session-key";
import { isScreenLargeEnough } from "../components/steps/screen-step";
import { SystemCheckWizard } from "../components/system-check-wizard";
import type { SystemCheckDevices } from "../devices";
import { DevicesProvider, useDevices } from "../devices-context";
import { useCheckLockdown } from "../lockdown";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where Proceed may return to: a path of this app, handed over by the screen that sent the person here. */
function returnToOf(state: unknown): string | null {
	const value = (state as { returnTo?: unknown } | null)?.returnTo;
	return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : null;
}

/** /system-check (SPEC §2): public; a signed-in person's result is kept on the server. */
export function SystemCheckScreen({ devices }: { devices?: SystemCheckDevices }) {
	return (
		<DevicesProvider {...(devices ? { devices } : {})}>
			<SystemCheckPage />
		</DevicesProvider>
	);
}

function SystemCheckPage() {
	useDocumentTitle("System check · Unnati");
	useCheckLockdown();
	const devices = useDevices();
	// Who is signed in is asked once the person first clicks or types here: it matters only from a
	// failed step, the identity photo or the end on, and asking at once brought zod and the auth schemas
	// into the page's first seconds, inside Lighthouse's blocking-time window (issue 21).
	const [started, setStarted] = useState(false);
	const session = useQuery({ ...deferredSessionQueryOptions(), enabled: started });
	const navigate = useNavigate();
	const location = useLocation();
	const [params] = useSearchParams();
	const examParam = params.get("examId");
	const examId = examParam && UUID.test(examParam) ? examParam : undefined;
	const signedIn = session.data ?? null;
	// Measured once the page is in the browser: the page is also rendered at build time, screenless.
	const [screenTooSmall, setScreenTooSmall] = useState(false);
	useEffect(() => setScreenTooSmall(!isScreenLargeEnough(devices.screen.size())), [devices]);

	/**
	 * SPEC §4: signed in, go back one page with a systemCheckPassed state; otherwise to /. The state
	 * rides on the page named by `returnTo`; without one, plain history back (the server keeps the pass).
	 */
	const proceed = async () => {
		if (!signedIn) return void navigate(paths.landing);
		const state = { systemCheckPassed: true };
		const returnTo = returnToOf(location.state);
		const hasHistory = location.key !== "default";
		if (returnTo) {
			if (hasHistory) await navigate(-1);
			await navigate(returnTo, { replace: true, state });
		} else if (hasHistory) await navigate(-1);
		else await navigate(signedIn.home, { state });
	};

	return (
		<Box
			mih="100dvh"
			bg="var(--mantine-color-body)"
			onClickCapture={() => setStarted(true)}
			onKeyDownCapture={() => setStarted(true)}
		>
			<Container component="main" size="md" py="lg">
				<Group mb="lg">
					<Anchor component={Link} to={paths.landing} aria-label="Unnati home" underline="never">
						<Logo />
					</Anchor>
				</Group>
				<Title order={1} mb="xs">
					System check
				</Title>
				{screenTooSmall && (
					<Alert color="yellow" variant="light" title="A laptop or desktop is needed" mb="md">
						{SYSTEM_CHECK_MESSAGES.desktopRequired}
					</Alert>
				)}
				{/* Shown at once (and pre-rendered): who is signed in matters only once a step fails or all pass. */}
				<SystemCheckWizard
					signedIn={signedIn ? { role: signedIn.role } : null}
					examId={examId}
					onProceed={() => void proceed()}
				/>
			</Container>
		</Box>
	);
}
