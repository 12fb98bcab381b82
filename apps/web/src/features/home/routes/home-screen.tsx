import { useDocumentTitle } from "@mantine/hooks";
import { FeatureHighlights } from "../components/feature-highlights";
import { Hero } from "../components/hero";

/** The landing page at `/` (SPEC §2); the public layout supplies the top bar and footer. */
export function HomeScreen() {
	useDocumentTitle("Unnati: exams, learning and placements for colleges");
	return (
		<>
			<Hero />
			<FeatureHighlights />
		</>
	);
}
