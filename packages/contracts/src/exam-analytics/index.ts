export * from "./endpoints";
export * from "./schemas";
export * from "./statistics";
