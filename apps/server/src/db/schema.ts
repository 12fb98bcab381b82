// Every module's tables, gathered for Drizzle's typed queries and for drizzle-kit's migrations.
export * from "../modules/accounts/tables";
export * from "../modules/institutions/tables";
export * from "../modules/mentors/tables";
export * from "../modules/organizations/tables";
