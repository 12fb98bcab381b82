import { Anchor, Card, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";

export interface Stat {
	label: string;
	value: string | number;
	/** Where the figure's students (or cases) are listed. */
	to?: string;
	hint?: string;
}

/**
 * The figures at a glance, each a card, two a row on a phone and four on a wider screen. A figure
 * with people behind it links to them; the link reads as the figure and its label ("2 unassigned
 * referrals"), not as a bare number.
 */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
	return (
		<SimpleGrid cols={{ base: 2, sm: 4 }} component="section" aria-label={label}>
			{stats.map((stat) => (
				<Card key={stat.label} withBorder padding="md">
					<Text size="sm" c="dimmed">
						{stat.label}
					</Text>
					<Text fz={28} fw={700} lh={1.2}>
						{stat.to ? (
							<Anchor
								component={Link}
								to={stat.to}
								inherit
								aria-label={`${stat.value} ${stat.label.toLowerCase()}`}
							>
								{stat.value}
							</Anchor>
						) : (
							stat.value
						)}
					</Text>
					{stat.hint && (
						<Text size="xs" c="dimmed">
							{stat.hint}
						</Text>
					)}
				</Card>
			))}
		</SimpleGrid>
	);
}
