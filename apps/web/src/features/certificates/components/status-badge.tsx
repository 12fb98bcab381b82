import { Badge } from "@mantine/core";
import type { CertificateStatus } from "@unnati/contracts/certificates";

/** Valid in green, revoked in red: the word is always there, never the colour alone. */
export function StatusBadge({ status }: { status: CertificateStatus }) {
	return status === "valid" ? (
		<Badge color="teal.9" variant="light">
			Valid
		</Badge>
	) : (
		<Badge color="red.9" variant="light">
			Revoked
		</Badge>
	);
}
