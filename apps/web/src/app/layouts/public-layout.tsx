import { Anchor, Box, Burger, Collapse, Container, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useId } from "react";
import { Link, Outlet } from "react-router";
import { Logo } from "../../components/logo";
import { type NavItem, publicNavItems } from "../nav";
import { TopNavLink } from "./nav-links";

interface PublicLayoutProps {
	/** Defaults to the app's public menu; tests pass their own. */
	navItems?: readonly NavItem[];
}

/** The frame of the public pages: a sticky top bar, the screen, and the footer. */
export function PublicLayout({ navItems = publicNavItems }: PublicLayoutProps) {
	const [menuOpened, menu] = useDisclosure(false);
	const mobileMenuId = useId();
	const hasNav = navItems.length > 0;

	return (
		<Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
			<Box
				component="header"
				pos="sticky"
				top={0}
				bg="var(--mantine-color-body)"
				style={{ zIndex: 100, borderBottom: "1px solid var(--mantine-color-default-border)" }}
			>
				<Container size="lg" h={64}>
					<Group h="100%" justify="space-between" wrap="nowrap">
						<Anchor component={Link} to="/" aria-label="Unnati home" underline="never">
							<Logo />
						</Anchor>
						{hasNav && (
							<>
								<Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
									{navItems.map((item) => (
										<TopNavLink key={item.to} item={item} />
									))}
								</Group>
								<Burger
									opened={menuOpened}
									onClick={menu.toggle}
									hiddenFrom="sm"
									aria-label="Toggle navigation"
									aria-expanded={menuOpened}
									aria-controls={mobileMenuId}
								/>
							</>
						)}
					</Group>
				</Container>
				{hasNav && (
					<Box hiddenFrom="sm">
						<Collapse in={menuOpened}>
							<Stack component="nav" id={mobileMenuId} aria-label="Main" gap="md" px="md" pb="md">
								{navItems.map((item) => (
									<TopNavLink key={item.to} item={item} onNavigate={menu.close} />
								))}
							</Stack>
						</Collapse>
					</Box>
				)}
			</Box>

			<Box component="main" style={{ flex: 1 }}>
				<Outlet />
			</Box>

			<Box component="footer" py="lg" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
				<Container size="lg">
					<Text size="sm" c="dimmed" ta="center">
						©2025 copyrights reserved by Unnati
					</Text>
				</Container>
			</Box>
		</Box>
	);
}
