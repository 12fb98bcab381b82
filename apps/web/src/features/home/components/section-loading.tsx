import { Text } from "@mantine/core";

/**
 * What a landing section shows until its chunk has loaded (SPEC §2: 'Loading...'). The height keeps
 * the sections below it out of reach, so they load one after another as the reader scrolls.
 */
export function SectionLoading() {
	return (
		<Text role="status" ta="center" c="dimmed" py="xl" mih={320}>
			Loading...
		</Text>
	);
}
