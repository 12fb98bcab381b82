import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { ContactDetails } from "../components/contact-details";
import { ContactForm } from "../components/contact-form";

/** `/contactus` (SPEC §2): the company's contact details and the message form. */
export function ContactScreen() {
	useDocumentTitle("Contact Us · Unnati");
	return (
		<Container size="lg" py={{ base: 40, sm: 64 }}>
			<Title order={1}>Contact Us</Title>
			<Text size="lg" c="dimmed" mt="sm" maw={680}>
				Tell us about your college or organization and what you need. Our team replies within 24-48 hours.
			</Text>
			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
				<ContactForm />
				<ContactDetails />
			</SimpleGrid>
		</Container>
	);
}
