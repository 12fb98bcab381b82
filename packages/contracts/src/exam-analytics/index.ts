export * from "./schemas";
export * from "./statistics";
