import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** OpenAPI document built from the routes' zod schemas; browsable at /api/docs, raw at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
	await app.register(swagger, {
		openapi: {
			openapi: "3.1.0",
			info: {
				title: "Unnati API",
				description:
					"Exams, learning and placements for Indian colleges. Every error body is `{ code, message, errors? }`: decide by `code`, show `message`.",
				version: "0.1.0",
			},
			components: {
				securitySchemes: {
					bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
				},
			},
		},
		transform: jsonSchemaTransform,
		transformObject: jsonSchemaTransformObject,
	});
	await app.register(swaggerUi, {
		routePrefix: "/api/docs",
		// Tags start folded: expanded, Swagger UI stopped after two of the 28 tags once the document
		// passed about 115 paths; folded, every tag shows and opens on a click.
		uiConfig: { docExpansion: "none", deepLinking: true },
	});
}
