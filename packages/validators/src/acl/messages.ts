/** Quoted exactly as the product shows them, typos too (docs/product/accounts-and-roles.md). */
export const ACL_MESSAGES = {
  assignFailed: "Something went wrong with your request",
  unexpected: "An unexpected error occurred.",
  roleDeleted: "Role successfully deleted.",
  alreadyAssigned: "The admin you selected is already assigned to this role.",
  unassignFailed: "Admin could not be unassigned from role.",
  siteRequired: "Site is required",
  roleRequired: "Role is required",
  invalidFields: "Not all fields have valid values.",
  emailTaken: "E-mail address already taken.",
  couldNotSendEmail: "Coult not send e-mail.",
  dialogError: "Error Occurred!! Please try again.",
  // Our own wording where the product shows only that the server answers with a message.
  builtInRole: "Built-in roles cannot be deleted.",
  roleInUse: "This role is still assigned to administrators. Unassign them before deleting the role.",
  roleNotValidForCompany: "That role cannot be assigned to administrators of this site.",
  roleNameRequired: "Please give the role a name.",
  roleNameTaken: "A role with that name already exists for this site.",
  categoryNameRequired: "Please give the category a name.",
  categoryNameTaken: "A category with that name already exists for this site.",
  categoryHasConflicts: "This category is still used by items or roles. Resolve them before deleting it.",
  builtInRoleChange: "Built-in roles cannot be changed.",
  chooseRole: "Please choose a role.",
  chooseAdmin: "Please choose an administrator.",
  adminNotOnRole: "No such administrator on that role.",
  chooseCategory: "Please choose a category.",
  chooseTarget: "Choose a category or name a new one.",
  sameCategory: "Choose a different category.",
  cannotGrant: "You cannot grant control levels or categories that you do not hold yourself.",
  notAnAdmin: "Only administrators can be given roles.",
  sharedRoleHeldBelow: "Administrators of sites below this one hold this role. Unassign them before it stops being shared.",
  reservedRoleName: "That name belongs to a built-in role. Please choose another.",
  notRestrictedRole: "That administrator's role is not restricted to this category.",
  /** reassign-roles: a row naming an administrator must say which role they move to. */
  chooseNewRole: "Please choose a new role or give one a name.",
  noSuchRole: "No such role.",
  noSuchCategory: "No such category.",
  /** reassign-roles: the row's role is not (or no longer) restricted to the category being deleted. */
  roleNotRestricted: "That role is not restricted to this category.",
} as const;

/** The refusal of reassign-roles for a role that only this category restricts and that administrators still hold. */
export function restrictedRoleHasAdmins(roleName: string): string {
  return `The role "${roleName}" is restricted to this category only. Reassign its administrators first.`;
}
