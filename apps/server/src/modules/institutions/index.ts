// Colleges and their departments. No routes of their own yet: the front door gives sign-up, the
// seed, the factories and other modules what they may use.
export * from "./read";
export {
	createDepartments,
	createInstitution,
	deleteDepartment,
	departmentCodeTaken,
	freeInstitutionCode,
	hasNoInstitutions,
	institutionNameTaken,
	type NewInstitution,
	updateDepartment,
} from "./service";
export { changeInstitutionSubscription } from "./subscription";
