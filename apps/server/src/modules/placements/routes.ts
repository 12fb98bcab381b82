import {
	placementEndpoints as endpoints,
	OFFER_LETTER_MAX_BYTES,
	OFFER_LETTER_MESSAGES,
} from "@unnati/contracts/placements";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import { route } from "../../platform/http/route";
import { readUploadedFile } from "../../platform/http/upload";
import {
	applicants,
	applicantsCsv,
	apply,
	jobDetail,
	listJobs,
	setStatus,
	studentApplications,
	withdraw,
} from "./applications";
import {
	decideOffer,
	driveOffers,
	type LetterDeps,
	myOffers,
	offerLetter,
	readPolicy,
	recordOffer,
	setPolicy,
	uploadOfferLetter,
} from "./offers";
import { applicationsPolicy, jobsPolicy, offersPolicy, placementPolicy, tierPolicyPolicy } from "./policy";
import {
	createDrive,
	createSeason,
	driveEligibility,
	getDrive,
	listDrives,
	listSeasons,
	previewEligibility,
	setAcademicRecord,
	updateRules,
} from "./service";

export function placementRoutes(app: FastifyInstance, deps: LetterDeps & { clock: Clock }): void {
	const { db, clock } = deps;
	const manage = placementPolicy.permission("manage");
	const student = jobsPolicy.permission("apply");

	route(app, endpoints.seasons, {
		access: manage,
		handler: async (request) => ({ seasons: await listSeasons(db, principalOf(request)) }),
	});
	route(app, endpoints.createSeason, {
		access: manage,
		handler: async (request, reply) =>
			reply.code(201).send(await createSeason(db, principalOf(request), request.body)),
	});
	route(app, endpoints.drives, {
		access: manage,
		handler: async (request) => ({ drives: await listDrives(db, principalOf(request), clock()) }),
	});
	route(app, endpoints.createDrive, {
		access: manage,
		handler: async (request, reply) =>
			reply.code(201).send(await createDrive(deps, principalOf(request), request.body, clock())),
	});
	route(app, endpoints.drive, {
		access: manage,
		handler: async (request) => getDrive(db, principalOf(request), request.params.driveId, clock()),
	});
	route(app, endpoints.updateRules, {
		access: manage,
		handler: async (request) =>
			updateRules(db, principalOf(request), request.params.driveId, request.body.rules, clock()),
	});
	route(app, endpoints.preview, {
		access: manage,
		handler: async (request) => previewEligibility(db, principalOf(request), request.body.rules),
	});
	route(app, endpoints.driveEligibility, {
		access: manage,
		handler: async (request) => driveEligibility(db, principalOf(request), request.params.driveId),
	});
	route(app, endpoints.applicants, {
		access: manage,
		handler: async (request) => ({
			applicants: (await applicants(db, principalOf(request), request.params.driveId)).applicants,
		}),
	});
	route(app, endpoints.applicantsCsv, {
		access: manage,
		handler: async (request, reply) => {
			const file = await applicantsCsv(db, principalOf(request), request.params.driveId);
			return reply
				.header("cache-control", "no-store")
				.header("content-disposition", `attachment; filename="${file.fileName}"`)
				.type("text/csv; charset=utf-8")
				.send(file.text);
		},
	});
	route(app, endpoints.setStatus, {
		access: manage,
		handler: async (request) =>
			setStatus(deps, principalOf(request), request.params.applicationId, request.body.status, clock()),
	});
	route(app, endpoints.setAcademicRecord, {
		access: manage,
		handler: async (request) =>
			setAcademicRecord(db, principalOf(request), request.params.studentId, request.body, clock()),
	});
	route(app, endpoints.studentApplications, {
		access: applicationsPolicy.permission("read"),
		handler: async (request) => ({
			applications: await studentApplications(db, principalOf(request), request.params.studentId),
		}),
	});
	route(app, endpoints.jobs, {
		access: student,
		handler: async (request) => ({ jobs: await listJobs(db, principalOf(request), clock()) }),
	});
	route(app, endpoints.job, {
		access: student,
		handler: async (request) => jobDetail(db, principalOf(request), request.params.driveId, clock()),
	});
	route(app, endpoints.apply, {
		access: student,
		handler: async (request, reply) =>
			reply
				.code(201)
				.send(
					await apply(deps, principalOf(request), request.params.driveId, request.body.resumeId, clock()),
				),
	});
	route(app, endpoints.withdraw, {
		access: student,
		handler: async (request) => withdraw(deps, principalOf(request), request.params.driveId, clock()),
	});

	// Offers and the tier policy: the officer sets the policy and records offers; the student answers.
	route(app, endpoints.policy, {
		access: tierPolicyPolicy.permission("read"),
		handler: async (request) => readPolicy(db, principalOf(request)),
	});
	route(app, endpoints.setPolicy, {
		access: tierPolicyPolicy.permission("set"),
		handler: async (request) => setPolicy(db, principalOf(request), request.body),
	});
	route(app, endpoints.recordOffer, {
		access: offersPolicy.permission("record"),
		handler: async (request, reply) =>
			reply
				.code(201)
				.send(
					await recordOffer(deps, principalOf(request), request.params.applicationId, request.body, clock()),
				),
	});
	route(app, endpoints.driveOffers, {
		access: offersPolicy.permission("record"),
		handler: async (request) => ({
			offers: await driveOffers(db, principalOf(request), request.params.driveId, clock()),
		}),
	});
	route(app, endpoints.myOffers, {
		access: offersPolicy.permission("answer"),
		handler: async (request) => myOffers(db, principalOf(request), clock()),
	});
	route(app, endpoints.decideOffer, {
		access: offersPolicy.permission("answer"),
		handler: async (request) =>
			decideOffer(deps, principalOf(request), request.params.offerId, request.body.decision, clock()),
	});
	route(app, endpoints.uploadOfferLetter, {
		access: offersPolicy.permission("record"),
		handler: async (request) => {
			const file = await readUploadedFile(request, {
				maxBytes: OFFER_LETTER_MAX_BYTES,
				tooLarge: OFFER_LETTER_MESSAGES.tooLarge,
				noFile: OFFER_LETTER_MESSAGES.noFile,
			});
			return uploadOfferLetter(deps, principalOf(request), request.params.offerId, file, clock());
		},
	});
	route(app, endpoints.offerLetter, {
		access: offersPolicy.permission("readLetter"),
		handler: async (request, reply) => {
			const letter = await offerLetter(deps, principalOf(request), request.params.offerId);
			return reply
				.type("application/pdf")
				.header("cache-control", "private, no-store")
				.header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(letter.name)}`)
				.send(letter.bytes);
		},
	});
}
