/** A file's size as people read it: "240 KB", "1.4 MB". */
export function formatBytes(bytes: number): string {
	if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
	return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
