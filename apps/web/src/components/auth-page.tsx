import { Container, Paper, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";

interface AuthPageProps {
	title: string;
	description?: ReactNode;
	children: ReactNode;
	/** Wider for two-column content such as the signup benefits. */
	size?: "xs" | "sm" | "md" | "lg";
}

/** The frame of the sign-in, signup and reset screens: one titled card in the middle of the page. */
export function AuthPage({ title, description, children, size = "xs" }: AuthPageProps) {
	useDocumentTitle(`${title} · Unnati`);
	return (
		<Container size={size} py={{ base: 32, sm: 56 }} px="md">
			<Paper withBorder shadow="sm" radius="md" p={{ base: "lg", sm: "xl" }}>
				<Title order={1} size="h2">
					{title}
				</Title>
				{description && (
					<Text c="dimmed" mt="xs">
						{description}
					</Text>
				)}
				{children}
			</Paper>
		</Container>
	);
}
