export * from "./eligibility";
export * from "./endpoints";
export * from "./schemas";
export * from "./slug";
