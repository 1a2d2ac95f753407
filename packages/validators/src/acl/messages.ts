/** Spec 1 §5, §7, §8 and spec 3 §4: quoted exactly as the product shows them (typos too). */
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
  // Our own wording where the spec shows only that the server answers with a message.
  builtInRole: "Built-in roles cannot be deleted.",
  roleInUse: "This role is still assigned to administrators. Unassign them before deleting the role.",
  roleNotValidForCompany: "That role cannot be assigned to administrators of this site.",
  roleNameRequired: "Please give the role a name.",
  roleNameTaken: "A role with that name already exists for this site.",
  categoryNameRequired: "Please give the category a name.",
  categoryNameTaken: "A category with that name already exists for this site.",
  categoryHasConflicts: "This category is still used by items or roles. Resolve them before deleting it.",
} as const;
