import { AccessLevelSchema } from './AccessLevel.ts';
import { AccountSchema } from './Account.ts';
import { BrandSchema } from './Brand.ts';
import { BrandPluginSchema } from './BrandPlugin.ts';
import { LoginAttemptSchema } from './LoginAttempt.ts';
import { OAuthIdentitySchema } from './OAuthIdentity.ts';
import { PackageSchema } from './Package.ts';
import { PasswordResetSchema } from './PasswordReset.ts';
import { SessionSchema } from './Session.ts';
import { UsageCounterSchema } from './UsageCounter.ts';
import { UserSchema } from './User.ts';

export const coreEntities = [
  AccessLevelSchema,
  AccountSchema,
  BrandSchema,
  BrandPluginSchema,
  LoginAttemptSchema,
  OAuthIdentitySchema,
  PackageSchema,
  PasswordResetSchema,
  SessionSchema,
  UsageCounterSchema,
  UserSchema,
];
