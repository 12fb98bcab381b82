import { Anchor, Container, List, Paper, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { PAYMENT_METHODS } from "../pricing-content";

/** `/payment-methods` (SPEC §2, §9): the details are not published yet; the currency and methods are known. */
export function PaymentMethodsScreen() {
	useDocumentTitle("Payment Methods · Unnati");
	return (
		<Container size="sm" py={{ base: 40, sm: 72 }}>
			<Title order={1}>Payment Methods</Title>
			<Paper withBorder radius="md" p="lg" mt="lg" bg="var(--mantine-color-indigo-0)">
				<Text fw={600} size="lg">
					Information about payment methods will be available soon.
				</Text>
				<Text mt="xs">
					We are finalising our payment partners. The supported banks, cards and wallets will be listed on
					this page.
				</Text>
			</Paper>

			<Title order={2} size="h3" mt={40}>
				What we can tell you now
			</Title>
			<Text mt="sm">
				All payments on Unnati are made in <strong>Indian Rupees (INR)</strong>, using any of these methods:
			</Text>
			<List mt="sm" spacing="xs">
				{PAYMENT_METHODS.map((method) => (
					<List.Item key={method}>{method}</List.Item>
				))}
			</List>
			<Text mt="md">
				All purchases are non-refundable, and a cancellation takes effect at the end of the paid term, as our{" "}
				<Anchor component={Link} to={paths.termsSection("no-refunds")} underline="always">
					Terms and Conditions
				</Anchor>{" "}
				explain.
			</Text>
			<Text mt="md">
				Colleges and organizations on the Enterprise Model are invoiced as agreed in their quotation. See{" "}
				<Anchor component={Link} to={paths.pricing} underline="always">
					pricing
				</Anchor>{" "}
				or{" "}
				<Anchor component={Link} to={paths.contact} underline="always">
					contact us
				</Anchor>{" "}
				with any question about payments.
			</Text>
		</Container>
	);
}
