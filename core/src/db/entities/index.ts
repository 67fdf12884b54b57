import { AccessLevelSchema } from './AccessLevel.ts';
import { AccountSchema } from './Account.ts';
import { ApiTokenSchema } from './ApiToken.ts';
import { BillingTransactionSchema } from './BillingTransaction.ts';
import { BrandSchema } from './Brand.ts';
import { BrandPluginSchema } from './BrandPlugin.ts';
import { LoginAttemptSchema } from './LoginAttempt.ts';
import { MasterLoginAuditSchema } from './MasterLoginAudit.ts';
import { NotificationSchema } from './Notification.ts';
import { NotificationReadSchema } from './NotificationRead.ts';
import { OAuthIdentitySchema } from './OAuthIdentity.ts';
import { PackageSchema } from './Package.ts';
import { PasswordResetSchema } from './PasswordReset.ts';
import { PhoneVerificationSchema } from './PhoneVerification.ts';
import { SessionSchema } from './Session.ts';
import { UsageCounterSchema } from './UsageCounter.ts';
import { UserSchema } from './User.ts';
import { UserProfileSchema } from './UserProfile.ts';

export const coreEntities = [
  AccessLevelSchema,
  AccountSchema,
  ApiTokenSchema,
  BillingTransactionSchema,
  BrandSchema,
  BrandPluginSchema,
  LoginAttemptSchema,
  MasterLoginAuditSchema,
  NotificationSchema,
  NotificationReadSchema,
  OAuthIdentitySchema,
  PackageSchema,
  PasswordResetSchema,
  PhoneVerificationSchema,
  SessionSchema,
  UsageCounterSchema,
  UserProfileSchema,
  UserSchema,
];
