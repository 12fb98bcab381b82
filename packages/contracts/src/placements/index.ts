export * from "./eligibility";
export * from "./endpoints";
export * from "./offers";
export * from "./schemas";
export * from "./slug";
