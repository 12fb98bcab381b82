import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { MissingCard } from "../../../components/missing-card";
import { HttpError } from "../../../lib/http-error";
import { certificateBadgeUrl, certificateCredentialUrl, certificatePdfUrl, certificateQuery } from "../api";
import { CertificateFacts } from "../components/certificate-facts";
import { certificateDate, earnedText, kindLabel } from "../components/format";

/** The certificate's id names nothing: mistyped, altered or forged. Not the app's 404 screen. */
function NoSuchCertificate({ id }: { id: string }) {
	return (
		<MissingCard title="No such certificate">
			<Text>
				Unnati has not issued a certificate with the ID{" "}
				<strong style={{ overflowWrap: "anywhere" }}>{id}</strong>. Check that the link or ID was copied in
				full: a certificate ID has 22 letters, digits, dashes or underscores, and a single changed character
				makes it a different ID.
			</Text>
			<Text c="dimmed" size="sm">
				If you received this certificate from a student, ask them for the verification link from their Unnati
				account.
			</Text>
		</MissingCard>
	);
}

/** /certificates/:id: anyone checks a certificate without signing in (the PDF's QR code leads here). */
export function VerifyCertificateScreen() {
	const { id = "" } = useParams();
	const certificate = useQuery(certificateQuery(id));
	useDocumentTitle(
		certificate.data
			? `${certificate.data.recipientName} · ${certificate.data.subject.title} · Certificate · Unnati`
			: "Verify a certificate · Unnati",
	);

	let body: React.ReactNode;
	if (certificate.isPending) body = <LoadingState label="Checking the certificate" shape={[60, 320]} />;
	else if (certificate.isError)
		body =
			certificate.error instanceof HttpError && certificate.error.code === "CERTIFICATE_NOT_FOUND" ? (
				<NoSuchCertificate id={id} />
			) : (
				<LoadFailed what="This certificate" error={certificate.error} onRetry={() => certificate.refetch()} />
			);
	else {
		const data = certificate.data;
		body = (
			<Stack gap="lg">
				<Title order={1}>
					{kindLabel(data.kind)} certificate: {data.subject.title}
				</Title>
				{data.revocation ? (
					<Alert color="red" variant="outline" title="This certificate has been revoked" role="status">
						<Text size="sm">
							Revoked on {certificateDate(data.revocation.revokedAt)}. Reason: {data.revocation.reason}
						</Text>
						<Text size="sm" mt={4}>
							It no longer certifies anything: do not accept it as proof of this {data.kind}.
						</Text>
					</Alert>
				) : (
					<Alert color="teal" variant="outline" title="This certificate is valid" role="status">
						<Text size="sm">
							Unnati issued it to {data.recipientName} of {data.collegeName} on{" "}
							{certificateDate(data.issuedAt)}, and it has not been revoked.
						</Text>
					</Alert>
				)}
				<CertificateFacts certificate={data} />
				<Text size="sm" c="dimmed">
					{earnedText(data.kind)}
				</Text>
				<Group>
					<Button component="a" href={certificatePdfUrl(data.id)} variant="default">
						Download PDF
					</Button>
					<Anchor href={certificateBadgeUrl(data.id)}>Open Badges 2.0 assertion (JSON)</Anchor>
					{data.status === "valid" && (
						<Anchor href={certificateCredentialUrl(data.id)}>
							Open Badges 3.0 credential (signed VC-JWT)
						</Anchor>
					)}
				</Group>
			</Stack>
		);
	}

	return (
		<Container size="md" py="xl">
			{body}
		</Container>
	);
}
