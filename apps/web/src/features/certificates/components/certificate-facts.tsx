import { Table } from "@mantine/core";
import type { Certificate } from "@unnati/contracts/certificates";
import { certificateDate, kindLabel, lengthText } from "./format";

/** Who earned what, when and from whom, as a verifier reads it: one row per fact. */
export function CertificateFacts({ certificate }: { certificate: Certificate }) {
	const facts: [string, string][] = [
		["Awarded to", certificate.recipientName],
		[kindLabel(certificate.kind), certificate.subject.title],
		["College", certificate.collegeName],
		[certificate.kind === "exam" ? "Duration of the exam" : "Hours of learning", lengthText(certificate)],
		["Issued on", certificateDate(certificate.issuedAt)],
		["Issued by", `${certificate.issuer.name} and ${certificate.issuer.college}`],
		["Certificate ID", certificate.id],
	];
	return (
		<Table variant="vertical" withTableBorder aria-label="Certificate details">
			<Table.Tbody>
				{facts.map(([label, value]) => (
					<Table.Tr key={label}>
						<Table.Th w={180} scope="row">
							{label}
						</Table.Th>
						<Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}
