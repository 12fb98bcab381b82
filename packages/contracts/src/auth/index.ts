export * from "./email-mask";
export * from "./endpoints";
export * from "./flows";
export * from "./messages";
export * from "./schemas";
