import { Anchor, AppShell, Burger, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, useId } from "react";
import { Link, Outlet } from "react-router";
import { Logo } from "../../components/logo";
import type { NavItem } from "../nav";
import { SideNavLink } from "./nav-links";

interface DashboardShellProps {
	/** Names the area in the header and the side bar's landmark, e.g. "Student". */
	areaLabel: string;
	navItems: readonly NavItem[];
	/** At the right end of the header, e.g. the Sign out button. */
	headerActions?: ReactNode;
}

/** The signed-in frame shared by the student and institution layouts: header, side bar, screen. */
export function DashboardShell({ areaLabel, navItems, headerActions }: DashboardShellProps) {
	const [navOpened, nav] = useDisclosure(false);
	const navId = useId();

	return (
		<AppShell
			header={{ height: 60 }}
			navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
			padding="md"
		>
			<AppShell.Header>
				<Group h="100%" px="md" gap="sm" wrap="nowrap">
					<Burger
						opened={navOpened}
						onClick={nav.toggle}
						hiddenFrom="sm"
						size="sm"
						aria-label="Toggle navigation"
						aria-expanded={navOpened}
						aria-controls={navId}
					/>
					<Anchor component={Link} to="/" aria-label="Unnati home" underline="never">
						<Logo />
					</Anchor>
					<Text c="dimmed" fw={600} size="sm">
						{areaLabel}
					</Text>
					{headerActions && <Group ml="auto">{headerActions}</Group>}
				</Group>
			</AppShell.Header>

			{/* Scrolls on its own when a role's entries outgrow the screen (a student's do on a laptop). */}
			<AppShell.Navbar
				id={navId}
				p="sm"
				aria-label={`${areaLabel} navigation`}
				style={{ overflowY: "auto", overscrollBehavior: "contain" }}
			>
				{navItems.map((item) => (
					<SideNavLink key={item.to} item={item} onNavigate={nav.close} />
				))}
			</AppShell.Navbar>

			<AppShell.Main>
				<Outlet />
			</AppShell.Main>
		</AppShell>
	);
}
