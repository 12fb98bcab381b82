import { Anchor, Badge, Button, Card, CopyButton, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Certificate } from "@unnati/contracts/certificates";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { certificateDownloads, homeCertificatesQuery } from "../api";

/** How many certificates the home shows; the rest are one link away. */
export const HOME_CERTIFICATES = 3;

const KIND = { course: "Course", journey: "Journey", exam: "Exam" } as const;

const issuedOn = (iso: string) =>
	new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "short",
		year: "numeric",
	}).format(new Date(iso));

/** The verification page's full address: what a student pastes into a resume or a message. */
const shareLink = (id: string) => `${window.location.origin}${paths.certificate(id)}`;

function CertificateRow({ certificate }: { certificate: Certificate }) {
	const downloads = certificateDownloads(certificate.id);
	const revoked = certificate.status === "revoked";
	return (
		<Stack gap={4} component="li" style={{ listStyle: "none" }}>
			<Group justify="space-between" wrap="nowrap" align="flex-start">
				<div>
					<Anchor component={Link} to={paths.certificate(certificate.id)} fw={600}>
						{certificate.subject.title}
					</Anchor>
					<Text size="xs" c="dimmed">
						{KIND[certificate.kind]} certificate · {issuedOn(certificate.issuedAt)}
					</Text>
				</div>
				{revoked && (
					<Badge color="red" variant="light">
						Revoked
					</Badge>
				)}
			</Group>
			{!revoked && (
				<Group gap="xs">
					<Button
						component="a"
						href={downloads.pdf}
						size="compact-sm"
						variant="light"
						aria-label={`Download the PDF of ${certificate.subject.title}`}
					>
						PDF
					</Button>
					<CopyButton value={shareLink(certificate.id)}>
						{({ copied, copy }) => (
							<Button
								size="compact-sm"
								variant="default"
								onClick={copy}
								aria-label={`${copied ? "Link copied" : "Copy link"}: the share link of ${certificate.subject.title}`}
							>
								{copied ? "Link copied" : "Copy link"}
							</Button>
						)}
					</CopyButton>
					<Button
						component="a"
						href={downloads.badge}
						size="compact-sm"
						variant="default"
						aria-label={`Download the Open Badge of ${certificate.subject.title}`}
					>
						Badge
					</Button>
				</Group>
			)}
		</Stack>
	);
}

/** The home's certificates: the latest few, each to download, share or add to a backpack. */
export function CertificatesCard() {
	const certificates = useQuery(homeCertificatesQuery());
	let body: ReactNode;
	if (certificates.isPending) body = <LoadingState label="Loading your certificates" shape={rows(2, 48)} />;
	else if (certificates.isError)
		body = (
			<LoadFailed
				what="Your certificates"
				error={certificates.error}
				onRetry={() => void certificates.refetch()}
			/>
		);
	else if (certificates.data.length === 0)
		body = (
			<Stack gap="xs">
				<Text c="dimmed">
					No certificates yet. Finish a course's lessons and pass its final test to earn one that recruiters
					can verify.
				</Text>
				<Anchor component={Link} to={paths.myLearning} size="sm">
					Go to my learning
				</Anchor>
			</Stack>
		);
	else
		body = (
			<Stack gap="sm" component="ul" p={0} m={0}>
				{certificates.data.slice(0, HOME_CERTIFICATES).map((certificate) => (
					<CertificateRow key={certificate.id} certificate={certificate} />
				))}
			</Stack>
		);
	return (
		<Card withBorder padding="md" component="section" aria-labelledby="home-certificates">
			<Title order={2} size="h4" id="home-certificates" mb="sm">
				My certificates
			</Title>
			{body}
			{certificates.data && certificates.data.length > 0 && (
				<Anchor component={Link} to={paths.myCertificates} size="sm" mt="sm" display="block">
					All my certificates
					{certificates.data.length > HOME_CERTIFICATES ? ` (${certificates.data.length})` : ""}
				</Anchor>
			)}
		</Card>
	);
}
