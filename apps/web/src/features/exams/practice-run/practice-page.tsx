import { Anchor, Box, Container, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Logo } from "../../../components/logo";

/** The frame of the practice run's pages around the player: the logo and one column, as the system check has. */
export function PracticePage({ children }: { children: ReactNode }) {
	return (
		<Box mih="100dvh" bg="var(--mantine-color-body)">
			<Container component="main" size="md" py="lg">
				<Group mb="lg">
					<Anchor component={Link} to={paths.landing} aria-label="Unnati home" underline="never">
						<Logo />
					</Anchor>
				</Group>
				{children}
			</Container>
		</Box>
	);
}
