export * from "./constants";
export * from "./endpoints";
export * from "./phrase-match";
export * from "./recent-pass";
export * from "./schemas";
export * from "./wizard";
