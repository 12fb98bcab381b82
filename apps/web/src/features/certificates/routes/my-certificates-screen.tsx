import { Anchor, Button, Card, CopyButton, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { Certificate } from "@unnati/contracts/certificates";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState, rows } from "../../../components/load-states";
import {
	certificateBadgeUrl,
	certificateCredentialUrl,
	certificatePdfUrl,
	myCertificatesQuery,
} from "../api";
import { certificateDate, kindLabel, lengthText } from "../components/format";
import { StatusBadge } from "../components/status-badge";

/** The verification page's full address: what a student pastes into a resume or a message. */
const shareLink = (id: string) => `${window.location.origin}${paths.certificate(id)}`;

function CertificateCard({ certificate }: { certificate: Certificate }) {
	const titleId = `certificate-${certificate.id}`;
	return (
		<Card withBorder padding="lg" radius="md" component="article" aria-labelledby={titleId}>
			<Stack gap="xs">
				<Group justify="space-between" align="flex-start" wrap="nowrap">
					<div>
						<Text size="sm" c="dimmed">
							{kindLabel(certificate.kind)} certificate
						</Text>
						<Title order={2} size="h3" id={titleId}>
							{certificate.subject.title}
						</Title>
					</div>
					<StatusBadge status={certificate.status} />
				</Group>
				<Text size="sm">
					Issued on {certificateDate(certificate.issuedAt)} · {lengthText(certificate)} ·{" "}
					{certificate.collegeName}
				</Text>
				{certificate.revocation && (
					<Text size="sm" c="red.9">
						Revoked on {certificateDate(certificate.revocation.revokedAt)}: {certificate.revocation.reason}
					</Text>
				)}
				<Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
					Certificate ID: {certificate.id}
				</Text>
				<Group gap="sm" mt="xs">
					<Button component="a" href={certificatePdfUrl(certificate.id)} size="sm">
						Download PDF
					</Button>
					<CopyButton value={shareLink(certificate.id)}>
						{({ copied, copy }) => (
							<Button variant="default" size="sm" onClick={copy}>
								{copied ? "Link copied" : "Copy share link"}
							</Button>
						)}
					</CopyButton>
					<Button component="a" href={certificateBadgeUrl(certificate.id)} variant="default" size="sm">
						Download badge (JSON)
					</Button>
					{certificate.status === "valid" && (
						<Button component="a" href={certificateCredentialUrl(certificate.id)} variant="default" size="sm">
							Open Badges 3.0 credential
						</Button>
					)}
					<Anchor component={Link} to={paths.certificate(certificate.id)} size="sm">
						Open verification page
					</Anchor>
				</Group>
			</Stack>
		</Card>
	);
}

/** /dashboard/certificates: the student's certificates, each to download, share or add to a backpack. */
export function MyCertificatesScreen() {
	useDocumentTitle("My certificates · Unnati");
	const certificates = useQuery(myCertificatesQuery());
	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>My certificates</Title>
				<Text c="dimmed" mt={4}>
					Share a certificate's link with recruiters: anyone can check it on Unnati without signing in. The
					badge file is an Open Badges 2.0 assertion for a badge backpack or your LinkedIn profile; the Open
					Badges 3.0 credential is the same certificate signed by Unnati, for digital wallets.
				</Text>
				<Text mt={4}>
					Your valid certificates are also listed on{" "}
					<Anchor component={Link} to={paths.myProfile}>
						your public profile
					</Anchor>
					, a page you can send recruiters once you make it public.
				</Text>
			</div>
			<QueryState
				query={certificates}
				what="Your certificates"
				loading={{ label: "Loading your certificates", shape: rows(2, 160) }}
				isEmpty={(list) => list.length === 0}
				empty={
					<EmptyCard
						action={
							<Button component={Link} to={paths.myLearning} variant="default">
								Go to my learning
							</Button>
						}
					>
						No certificates yet. Complete every lesson of a course and pass its final test to earn one.
					</EmptyCard>
				}
			>
				{(list) => (
					<SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
						{list.map((certificate) => (
							<CertificateCard key={certificate.id} certificate={certificate} />
						))}
					</SimpleGrid>
				)}
			</QueryState>
		</Stack>
	);
}
