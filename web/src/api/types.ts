/** Shapes of the core API's JSON bodies, as the web client uses them. */

export type UserType = 'Admin' | 'Member';
export type Id = string | number;

export interface User {
  id: Id;
  name: string;
  email: string;
  userType: UserType;
  accountId: Id;
  brandId: Id;
}

export interface UserResponse {
  user: User;
}

export interface AuthProviders {
  google: boolean;
  facebook: boolean;
  mail: boolean;
  setupRequired: boolean;
}

export interface OkResponse {
  ok: true;
}

export interface ForgotPasswordResponse {
  sent: true;
}

export interface ResetTokenInfo {
  email: string;
}

export interface SetupStatus {
  required: boolean;
}
