import { ActionIcon, Indicator, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { NotificationView } from "@unnati/contracts/notifications";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { unreadCountQuery } from "../api";
import { bellLabel, countLabel } from "../format";
import { useLiveNotifications } from "./use-live-notifications";

const loadPanel = () => import("./bell-panel");
const BellPanel = lazy(() => loadPanel().then((m) => ({ default: m.BellPanel })));

function BellIcon() {
	return (
		<svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
			<path
				d="M12 3a6 6 0 0 0-6 6v3.2L4.3 15.6A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.4L18 12.2V9a6 6 0 0 0-6-6Z"
				stroke="currentColor"
				strokeWidth="1.8"
				strokeLinejoin="round"
			/>
			<path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
		</svg>
	);
}

/**
 * The bell of every signed-in layout: the unread count, live (one event stream per tab), and a panel
 * with the latest notifications. The panel's code loads when the bell is first pointed at, focused or
 * pressed: a lesson or an exam screen does not download it until it is wanted.
 */
export function NotificationBell() {
	const [opened, setOpened] = useState(false);
	const bellRef = useRef<HTMLButtonElement>(null);
	const panelId = useId();
	const headingId = useId();
	const [announced, setAnnounced] = useState("");
	const onArrival = useCallback((n: NotificationView) => setAnnounced(`New notification: ${n.title}`), []);
	const live = useLiveNotifications(onArrival);
	const unread = useQuery(unreadCountQuery()).data?.unread ?? 0;
	const close = useCallback(() => setOpened(false), []);

	return (
		<>
			<VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
			<Indicator
				// The button's name says the count; the badge is only for the eye.
				label={<span aria-hidden="true">{countLabel(unread)}</span>}
				disabled={unread === 0}
				size={18}
				color="red.8"
				offset={6}
			>
				<ActionIcon
					ref={bellRef}
					variant="subtle"
					color="dark"
					size="lg"
					aria-label={bellLabel(unread)}
					aria-haspopup="dialog"
					aria-expanded={opened}
					aria-controls={opened ? panelId : undefined}
					onPointerEnter={() => void loadPanel()}
					onFocus={() => void loadPanel()}
					onClick={() => setOpened((was) => !was)}
					// Whether the live stream is open (the browser tests wait for it).
					data-live={live}
				>
					<BellIcon />
				</ActionIcon>
			</Indicator>
			{opened && bellRef.current && (
				<Suspense fallback={null}>
					<BellPanel
						id={panelId}
						headingId={headingId}
						anchor={bellRef.current}
						unread={unread}
						onClose={close}
					/>
				</Suspense>
			)}
		</>
	);
}
