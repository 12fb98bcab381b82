import { Anchor, Button, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue, useDocumentTitle } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CertificateStatus, ManagedCertificate } from "@unnati/contracts/certificates";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { managedCertificatesQuery } from "../api";
import { certificateDate, kindLabel } from "../components/format";
import { RevokeModal } from "../components/revoke-modal";
import { StatusBadge } from "../components/status-badge";

const STATUS_OPTIONS = [
	{ value: "", label: "Valid and revoked" },
	{ value: "valid", label: "Valid" },
	{ value: "revoked", label: "Revoked" },
];

/**
 * The certificates an administrator may revoke: the college administrator's students', or every
 * certificate for the instructor admin (the server decides the scope). Newest first, 200 at most.
 */
export function ManageCertificatesScreen() {
	useDocumentTitle("Certificates · Unnati");
	const [search, setSearch] = useState("");
	const [q] = useDebouncedValue(search.trim(), 300);
	const [status, setStatus] = useState<CertificateStatus | "">("");
	const [revoking, setRevoking] = useState<ManagedCertificate | null>(null);
	const list = useQuery({
		...managedCertificatesQuery({ ...(q ? { q } : {}), ...(status ? { status } : {}) }),
		placeholderData: keepPreviousData,
		select: (data) => ({
			items: data.certificates,
			total: data.certificates.length,
			truncated: data.truncated,
		}),
	});

	const columns: DataTableColumn<ManagedCertificate>[] = [
		{
			key: "student",
			header: "Student",
			minWidth: 180,
			cell: (c) => (
				<>
					<Text size="sm">{c.recipientName}</Text>
					{c.rollNo && (
						<Text size="xs" c="dimmed">
							{c.rollNo}
						</Text>
					)}
				</>
			),
		},
		{
			key: "subject",
			header: "Course or journey",
			minWidth: 200,
			cell: (c) => `${kindLabel(c.kind)}: ${c.subject.title}`,
		},
		{ key: "issued", header: "Issued on", minWidth: 130, cell: (c) => certificateDate(c.issuedAt) },
		{
			key: "status",
			header: "Status",
			cell: (c) => (
				<>
					<StatusBadge status={c.status} />
					{c.revocation && (
						<Text size="xs" c="dimmed" mt={2}>
							{c.revocation.reason}
						</Text>
					)}
				</>
			),
		},
		{
			key: "actions",
			header: "Actions",
			minWidth: 200,
			cell: (c) => (
				<Stack gap={4} align="flex-start">
					<Anchor component={Link} to={paths.certificate(c.id)} size="sm">
						Verification page
					</Anchor>
					{c.status === "valid" && (
						<Button
							size="compact-sm"
							color="red"
							variant="outline"
							onClick={() => setRevoking(c)}
							aria-label={`Revoke ${c.recipientName}'s certificate of ${c.subject.title}`}
						>
							Revoke
						</Button>
					)}
				</Stack>
			),
		},
	];

	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>Certificates</Title>
				<Text c="dimmed" mt={4}>
					Certificates your students earned on Unnati. Revoke one issued in error or earned dishonestly: its
					verification page, PDF and badge show it as revoked at once, with your reason.
				</Text>
			</div>
			<DataTable
				label="Certificates"
				columns={columns}
				rowKey={(c) => c.id}
				query={list}
				what="The certificates"
				empty={q || status ? "No certificate matches." : "No certificates issued yet."}
				page={1}
				pageSize={200}
				onPageChange={() => {}}
				search={{ label: "Search by student, roll number or course", value: search, onChange: setSearch }}
				filters={
					<Select
						label="Status"
						data={STATUS_OPTIONS}
						value={status}
						onChange={(value) => setStatus((value ?? "") as CertificateStatus | "")}
						allowDeselect={false}
						w={200}
					/>
				}
				noun={["certificate", "certificates"]}
			/>
			{list.data?.truncated && (
				<Text size="sm" c="dimmed">
					Showing the newest 200. Search to find older ones.
				</Text>
			)}
			<RevokeModal certificate={revoking} onClose={() => setRevoking(null)} />
		</Stack>
	);
}
