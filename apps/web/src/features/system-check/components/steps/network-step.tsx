import { Group, Loader, Text } from "@mantine/core";
import { SYSTEM_CHECK, SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check/rules";
import { useEffect, useRef, useState } from "react";
import { formatMbps, NETWORK_PROBE_URL, speedMbps } from "../../api";
import { useDevices } from "../../devices-context";
import type { StepControls } from "./step-controls";

/** Step 2 (SPEC §5): at least 2 Mbps, timed over our own ~500 KB probe, never cached. */
export function NetworkStep({ onStart, onPass, onFail }: StepControls) {
	const { download } = useDevices();
	const [mbps, setMbps] = useState<number | null>(null);
	const [failed, setFailed] = useState(false);
	const report = useRef({ onPass, onFail });
	report.current = { onPass, onFail };

	useEffect(() => {
		onStart();
		const controller = new AbortController();
		let cancelled = false;
		// A line too slow to finish in time is measured on what arrived (see timedDownload).
		const timer = setTimeout(() => controller.abort(), SYSTEM_CHECK.probeTimeoutMs);
		download(`${NETWORK_PROBE_URL}?t=${Date.now()}`, controller.signal)
			.then((sample) => {
				if (cancelled) return;
				const speed = speedMbps(sample);
				setMbps(speed);
				const shown = formatMbps(speed);
				if (speed >= SYSTEM_CHECK.minSpeedMbps) report.current.onPass(`${shown} Mbps`);
				else report.current.onFail(SYSTEM_CHECK_MESSAGES.networkSlow(shown), `${shown} Mbps`);
			})
			.catch(() => {
				if (cancelled) return;
				setFailed(true);
				report.current.onFail(SYSTEM_CHECK_MESSAGES.networkFailed);
			})
			.finally(() => clearTimeout(timer));
		return () => {
			cancelled = true;
			clearTimeout(timer);
			controller.abort();
		};
	}, [download, onStart]);

	if (failed) return <Text>The speed test did not finish.</Text>;
	if (mbps === null) {
		return (
			<Group gap="xs">
				<Loader size="sm" aria-hidden="true" />
				<Text>Measuring your connection speed…</Text>
			</Group>
		);
	}
	return (
		<Text>
			Measured speed: <strong>{formatMbps(mbps)} Mbps</strong> (at least {SYSTEM_CHECK.minSpeedMbps} Mbps
			needed)
		</Text>
	);
}
