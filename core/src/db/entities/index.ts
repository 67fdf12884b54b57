import { AccountSchema } from './Account.ts';
import { BrandSchema } from './Brand.ts';
import { BrandPluginSchema } from './BrandPlugin.ts';
import { LoginAttemptSchema } from './LoginAttempt.ts';
import { OAuthIdentitySchema } from './OAuthIdentity.ts';
import { PasswordResetSchema } from './PasswordReset.ts';
import { SessionSchema } from './Session.ts';
import { UserSchema } from './User.ts';

export const coreEntities = [
  AccountSchema,
  BrandSchema,
  BrandPluginSchema,
  LoginAttemptSchema,
  OAuthIdentitySchema,
  PasswordResetSchema,
  SessionSchema,
  UserSchema,
];
