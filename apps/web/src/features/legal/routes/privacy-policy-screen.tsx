import { useDocumentTitle } from "@mantine/hooks";
import { LegalDocument } from "../components/legal-document";
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from "../privacy-sections";

/** `/privacy-policy`: how Unnati handles students' personal data under the DPDP Act, 2023. */
export function PrivacyPolicyScreen() {
	useDocumentTitle("Privacy Policy · Unnati");
	return (
		<LegalDocument
			title="Privacy Policy"
			lastUpdated={PRIVACY_LAST_UPDATED}
			intro={PRIVACY_INTRO}
			sections={PRIVACY_SECTIONS}
		/>
	);
}
