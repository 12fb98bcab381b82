export * from "./eligibility";
export * from "./endpoints";
export * from "./offers";
export * from "./reports";
export * from "./rounds";
export * from "./schemas";
export * from "./slug";
