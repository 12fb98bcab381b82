import { Text } from "@mantine/core";
import { SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check/rules";
import { useEffect, useState } from "react";
import { useDevices } from "../../devices-context";
import type { StepControls } from "./step-controls";

const LABELS: Record<NotificationPermission | "unsupported", string> = {
	denied: "blocked",
	default: "not allowed (the browser has not asked)",
	granted: "allowed",
	unsupported: "not supported by this browser",
};

/** Step 6 (SPEC §5): notifications must be denied or default, so no pop-up interrupts the exam. */
export function NotificationsStep({ onPass, onFail }: StepControls) {
	const { notificationPermission } = useDevices();
	const [permission] = useState(notificationPermission);

	useEffect(() => {
		if (permission === "granted") onFail(SYSTEM_CHECK_MESSAGES.notificationsGranted, permission);
		else onPass(permission);
	}, [permission, onPass, onFail]);

	return <Text>Notification permission for this site: {LABELS[permission]}.</Text>;
}
