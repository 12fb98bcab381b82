// Hiring organizations (recruiters' employers). No routes of their own yet: the front door gives the
// seed, the factories and other modules what they may use.
export { type OrganizationSummary, organizationByName, organizationName, organizationsByIds } from "./read";
export { createOrganization } from "./service";
