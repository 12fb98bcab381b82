import { Button, Card, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface HelpOption {
	title: string;
	description: string;
	action: string;
	to: string;
	icon: ReactNode;
}

/** One way to reach the Unnati team: what it is for, and a button that goes there. */
export function HelpOptionCard({ option }: { option: HelpOption }) {
	return (
		<Card component="article" withBorder padding="xl" style={{ display: "flex", flexDirection: "column" }}>
			<ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
				{option.icon}
			</ThemeIcon>
			<Title order={2} size="h3" mt="md">
				{option.title}
			</Title>
			<Text mt="xs" mb="lg">
				{option.description}
			</Text>
			<Button component={Link} to={option.to} mt="auto" fullWidth>
				{option.action}
			</Button>
		</Card>
	);
}
