import { Badge } from "@mantine/core";
import type { CertificateStatus } from "@unnati/contracts/certificates";

/**
 * Valid in green, revoked in red: the word is always there, never the colour alone. The theme colours
 * (not a fixed shade) take the light variant's text colour that app/theme.ts keeps at 4.5:1.
 */
export function StatusBadge({ status }: { status: CertificateStatus }) {
	return status === "valid" ? (
		<Badge color="teal" variant="light">
			Valid
		</Badge>
	) : (
		<Badge color="red" variant="light">
			Revoked
		</Badge>
	);
}
