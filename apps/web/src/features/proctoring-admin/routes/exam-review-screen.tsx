import { Anchor, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { examProctoringQuery } from "../api";
import { AttemptsTable } from "../components/attempts-table";
import { CredibilityRule } from "../components/credibility";
import { FlagList } from "../components/flag-list";
import { LiveView } from "../components/live-view";
import { SettingsPanel } from "../components/settings-panel";
import { formatWhen } from "../format";

const TABS = ["review", "live", "settings"] as const;
type Tab = (typeof TABS)[number];

/**
 * /examination-admin/proctoring/exams/{examId}: the exam's attempts with their credibility and flags
 * (confirm or dismiss each), the live view, and the exam's face-signal settings. The open tab and
 * attempt live in the address, so a review can be shared and survives a reload.
 */
export function ExamReviewScreen() {
	const { examId = "" } = useParams();
	const [params, setParams] = useSearchParams();
	const tab: Tab = TABS.find((t) => t === params.get("tab")) ?? "review";
	const attemptId = params.get("attempt");
	const data = useQuery(examProctoringQuery(examId));
	useDocumentTitle(`${data.data?.exam.title ?? "Exam"} · Proctoring · Unnati`);

	const go = (next: Partial<Record<"tab" | "attempt", string | null>>) => {
		const merged = new URLSearchParams(params);
		for (const [key, value] of Object.entries(next)) {
			if (value === null || value === undefined || value === "review") merged.delete(key);
			else merged.set(key, value);
		}
		setParams(merged, { replace: true });
	};

	if (data.isPending) return <LoadingState label="Loading the exam's proctoring" />;
	if (data.isError) return <LoadFailed what="The exam's proctoring" onRetry={() => void data.refetch()} />;
	const { exam, attempts, settings } = data.data;

	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Anchor component={Link} to={paths.proctoring} size="sm">
					← All proctored exams
				</Anchor>
				<Title order={1} mt={4} style={{ overflowWrap: "anywhere" }}>
					{exam.title}
				</Title>
				<Text c="dimmed" mt={4}>
					{formatWhen(exam.opensAt)} to {formatWhen(exam.closesAt)} ·{" "}
					{exam.maxViolations > 0 ? `maximum ${exam.maxViolations} violations` : "no maximum of violations"}
				</Text>
			</div>
			<Tabs value={tab} onChange={(value) => go({ tab: value ?? "review" })} keepMounted={false}>
				<Tabs.List>
					<Tabs.Tab value="review">Review</Tabs.Tab>
					<Tabs.Tab value="live">Live</Tabs.Tab>
					<Tabs.Tab value="settings">Settings</Tabs.Tab>
				</Tabs.List>
				<Tabs.Panel value="review" pt="md">
					<Stack gap="md">
						<CredibilityRule faceSignalsCount={settings.faceSignalsCountTowardMax} />
						{attempts.length === 0 ? (
							<EmptyCard>Nobody has started this exam yet.</EmptyCard>
						) : (
							<AttemptsTable
								attempts={attempts}
								maxViolations={exam.maxViolations}
								selected={attemptId}
								onSelect={(id) => go({ attempt: id })}
							/>
						)}
						{attemptId && attempts.some((a) => a.attemptId === attemptId) && (
							<FlagList examId={exam.id} attemptId={attemptId} />
						)}
					</Stack>
				</Tabs.Panel>
				<Tabs.Panel value="live" pt="md">
					<LiveView examId={exam.id} />
				</Tabs.Panel>
				<Tabs.Panel value="settings" pt="md">
					<SettingsPanel examId={exam.id} settings={settings} />
				</Tabs.Panel>
			</Tabs>
		</Stack>
	);
}
