// Hiring organizations (recruiters' employers). No routes of their own yet: the front door gives the
// seed, the factories and other modules what they may use.
export { organizationName } from "./read";
export { createOrganization } from "./service";
