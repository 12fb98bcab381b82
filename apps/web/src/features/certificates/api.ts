import { queryOptions } from "@tanstack/react-query";
import { type CertificateListQuery, certificateEndpoints } from "@unnati/contracts/certificates";
import { callApi, endpointUrl } from "../../lib/api-client";

/** Every query of this feature starts with "certificates", so a revocation refreshes all of them. */
export const certificateKeys = {
	all: ["certificates"] as const,
	one: (id: string) => ["certificates", "one", id] as const,
	mine: ["certificates", "mine"] as const,
	managed: (query: CertificateListQuery) => ["certificates", "managed", query] as const,
};

/** GET /api/certificates/{id}: public verification. */
export const certificateQuery = (id: string) =>
	queryOptions({
		queryKey: certificateKeys.one(id),
		queryFn: () => callApi(certificateEndpoints.verify, { params: { id } }),
	});

export const myCertificatesQuery = () =>
	queryOptions({
		queryKey: certificateKeys.mine,
		queryFn: () => callApi(certificateEndpoints.mine).then((body) => body.certificates),
	});

export const managedCertificatesQuery = (query: CertificateListQuery) =>
	queryOptions({
		queryKey: certificateKeys.managed(query),
		queryFn: () => callApi(certificateEndpoints.list, { query }),
	});

export const revokeCertificate = (id: string, reason: string) =>
	callApi(certificateEndpoints.revoke, { params: { id }, body: { reason } });

/** Same-origin download links (the API answers with a file name). */
export const certificatePdfUrl = (id: string) => endpointUrl(certificateEndpoints.pdf, { params: { id } });
export const certificateBadgeUrl = (id: string) =>
	endpointUrl(certificateEndpoints.badge, { params: { id } });
/** The Open Badges 3.0 credential (a signed VC-JWT); a revoked certificate has none. */
export const certificateCredentialUrl = (id: string) =>
	endpointUrl(certificateEndpoints.credential, { params: { id } });
