// Every module's tables, gathered for Drizzle's typed queries and for drizzle-kit's migrations.
export * from "../modules/accounts/tables";
export * from "../modules/auth/tables";
export * from "../modules/contact/tables";
export * from "../modules/exams/tables";
export * from "../modules/institutions/tables";
export * from "../modules/learning/tables";
export * from "../modules/mentors/tables";
export * from "../modules/newsletter/tables";
export * from "../modules/organizations/tables";
export * from "../modules/problems/tables";
export * from "../modules/proctoring/tables";
export * from "../modules/question-banks/tables";
export * from "../modules/support/tables";
export * from "../modules/system-check/tables";
export * from "../platform/mail/tables";
export * from "../platform/rate-limit/tables";
export * from "../platform/secrets-table";
