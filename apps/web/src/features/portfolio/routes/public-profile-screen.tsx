import {
	Anchor,
	Badge,
	Card,
	Container,
	Group,
	Progress,
	SimpleGrid,
	Stack,
	Text,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { PublicPortfolio } from "@unnati/contracts/portfolio";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { MissingCard } from "../../../components/missing-card";
import { HttpError } from "../../../lib/http-error";
import { publicPortfolioQuery } from "../api";

const KIND = { course: "Course", journey: "Journey", exam: "Exam" } as const;
const day = (iso: string) =>
	new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "long",
		year: "numeric",
	}).format(new Date(iso));
const YEARS = ["", "First", "Second", "Third", "Fourth", "Fifth"];

/** "Demo Institute of Technology · Computer Science and Engineering · Third year". */
function placeLine(p: PublicPortfolio): string {
	const year = p.currentYear ? `${YEARS[p.currentYear] ?? `Year ${p.currentYear}`} year` : null;
	return [p.collegeName, p.departmentName, year].filter(Boolean).join(" · ");
}

function NotPublic() {
	return (
		<MissingCard title="This profile is not public">
			<Text>
				The student may not have shared their profile, or may have stopped sharing it. Check that the address
				was copied in full: it ends with the student's roll number.
			</Text>
		</MissingCard>
	);
}

const LINKS = [
	["github", "GitHub"],
	["linkedin", "LinkedIn"],
	["website", "Website"],
] as const;

function Practice({ practice }: { practice: PublicPortfolio["practice"] }) {
	const { easy, medium, hard } = practice.byDifficulty;
	const share = (n: number) => (practice.solved ? (n / practice.solved) * 100 : 0);
	return (
		<Card withBorder component="section" aria-labelledby="practice-heading">
			<Title order={2} size="h4" id="practice-heading">
				Coding practice on Unnati
			</Title>
			<Text mt="xs">
				<strong>{practice.solved}</strong> {practice.solved === 1 ? "problem" : "problems"} solved (accepted
				by Unnati's judge on hidden tests)
			</Text>
			{practice.solved > 0 && (
				<>
					<Progress.Root size="lg" mt="sm" aria-hidden>
						<Progress.Section value={share(easy)} color="teal.8" />
						<Progress.Section value={share(medium)} color="yellow.8" />
						<Progress.Section value={share(hard)} color="red.8" />
					</Progress.Root>
					<Group gap="md" mt={6}>
						<Text size="sm">Easy: {easy}</Text>
						<Text size="sm">Medium: {medium}</Text>
						<Text size="sm">Hard: {hard}</Text>
					</Group>
				</>
			)}
		</Card>
	);
}

function Portfolio({ p }: { p: PublicPortfolio }) {
	const links = LINKS.filter(([key]) => p.links[key]);
	return (
		<Stack gap="lg">
			<div>
				<Title order={1}>{p.name}</Title>
				{p.headline && (
					<Text size="lg" mt={4}>
						{p.headline}
					</Text>
				)}
				<Text c="dimmed" mt={4}>
					{placeLine(p)}
					{p.rollNo ? ` · Roll number ${p.rollNo}` : ""}
				</Text>
				{links.length > 0 && (
					<Group gap="md" mt="xs" component="ul" style={{ listStyle: "none", padding: 0 }} aria-label="Links">
						{links.map(([key, label]) => (
							<li key={key}>
								<Anchor
									href={p.links[key] ?? undefined}
									target="_blank"
									rel="noopener noreferrer nofollow ugc"
								>
									{label}
								</Anchor>
							</li>
						))}
					</Group>
				)}
			</div>
			{p.about && (
				<Card withBorder component="section" aria-labelledby="about-heading">
					<Title order={2} size="h4" id="about-heading">
						About
					</Title>
					<Text mt="xs" style={{ whiteSpace: "pre-line" }}>
						{p.about}
					</Text>
				</Card>
			)}
			{p.skills.length > 0 && (
				<section aria-labelledby="skills-heading">
					<Title order={2} size="h4" id="skills-heading">
						Skills
					</Title>
					<Group gap="xs" mt="xs" component="ul" style={{ listStyle: "none", padding: 0 }}>
						{p.skills.map((skill) => (
							<li key={skill}>
								<Badge variant="light" size="lg" tt="none">
									{skill}
								</Badge>
							</li>
						))}
					</Group>
				</section>
			)}
			<section aria-labelledby="certificates-heading">
				<Title order={2} size="h4" id="certificates-heading">
					Certificates
				</Title>
				{p.certificates.length === 0 ? (
					<Text c="dimmed" mt="xs">
						No certificates yet.
					</Text>
				) : (
					<SimpleGrid
						cols={{ base: 1, sm: 2 }}
						mt="xs"
						component="ul"
						style={{ listStyle: "none", padding: 0 }}
					>
						{p.certificates.map((c) => (
							<Card key={c.id} withBorder component="li">
								<Text fw={600}>{c.title}</Text>
								<Text size="sm" c="dimmed">
									{KIND[c.kind]} certificate · {day(c.issuedAt)}
								</Text>
								<Anchor component={Link} to={paths.certificate(c.id)} size="sm" mt={6}>
									Verify: {c.title}
								</Anchor>
							</Card>
						))}
					</SimpleGrid>
				)}
			</section>
			<Practice practice={p.practice} />
			<Text size="sm" c="dimmed">
				Certificates and problems solved are Unnati's own records, checked each time this page is opened;
				everything else on this page was written by {p.name}.
			</Text>
		</Stack>
	);
}

/** /public-profile/:rollNumber: a student's portfolio, for anyone with the link (no sign-in). */
export function PublicProfileScreen() {
	const { rollNumber = "" } = useParams();
	const portfolio = useQuery(publicPortfolioQuery(rollNumber));
	useDocumentTitle(portfolio.data ? `${portfolio.data.name} · Unnati` : "Student profile · Unnati");

	let body: React.ReactNode;
	if (portfolio.isPending) body = <LoadingState label="Loading the profile" shape={[60, 120, 240]} />;
	else if (portfolio.isError)
		body =
			portfolio.error instanceof HttpError && portfolio.error.status === 404 ? (
				<NotPublic />
			) : (
				<LoadFailed what="This profile" error={portfolio.error} onRetry={() => portfolio.refetch()} />
			);
	else body = <Portfolio p={portfolio.data} />;
	return (
		<Container size="md" py="xl">
			{body}
		</Container>
	);
}
