import { useDocumentTitle } from "@mantine/hooks";
import { LegalDocument } from "../components/legal-document";
import { TERMS_INTRO, TERMS_LAST_UPDATED, TERMS_SECTIONS } from "../terms-sections";

/** `/terms-and-conditions` (SPEC §2): 24 numbered sections and a table of contents. */
export function TermsScreen() {
	useDocumentTitle("Terms & Conditions · Unnati");
	return (
		<LegalDocument
			title="Terms and Conditions"
			lastUpdated={TERMS_LAST_UPDATED}
			intro={TERMS_INTRO}
			sections={TERMS_SECTIONS}
		/>
	);
}
