import { Center, Loader } from "@mantine/core";

/** Shown while a lazily loaded screen arrives (SPEC §2: "a spinner while screens load"). */
export function PageLoader() {
	return (
		<Center role="status" aria-label="Loading" mih="50vh" p="xl">
			<Loader aria-hidden="true" />
		</Center>
	);
}
