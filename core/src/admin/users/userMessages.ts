/** The texts of the admin's user management; the login refusal is the one the brief fixes. */
export const accountDeactivatedMessage = 'This account was deactivated. Contact support.';

export const adminUserMessages = {
  notFound: 'No such user.',
  packageNotInBrand: "Choose one of the packages of the user's brand.",
  cannotDeactivatePlatformAdmin: 'The platform admin (user id 1) cannot be deactivated.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
} as const;
