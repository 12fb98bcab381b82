export * from "../errors";
export * from "./endpoint";
