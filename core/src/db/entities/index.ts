import { AccessLevelSchema } from './AccessLevel.ts';
import { AccountSchema } from './Account.ts';
import { ApiTokenSchema } from './ApiToken.ts';
import { BillingTransactionSchema } from './BillingTransaction.ts';
import { BrandSchema } from './Brand.ts';
import { BrandPluginSchema } from './BrandPlugin.ts';
import { FlowSchema } from './Flow.ts';
import { FlowShareSchema } from './FlowShare.ts';
import { FlowSuitcaseSchema } from './FlowSuitcase.ts';
import { FlowSuitcaseShareSchema } from './FlowSuitcaseShare.ts';
import { FlowVersionSchema } from './FlowVersion.ts';
import { LocalMailSchema } from './LocalMail.ts';
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
import { ConversationSchema } from './Conversation.ts';
import { CustomVariableSchema } from './CustomVariable.ts';
import { FlowClickSchema } from './FlowClick.ts';
import { InboundEventSchema } from './InboundEvent.ts';
import { OtnRequestSchema } from './OtnRequest.ts';
import { OutboundMessageSchema } from './OutboundMessage.ts';
import { SequenceSubscriptionSchema } from './SequenceSubscription.ts';
import { SubscriberSchema } from './Subscriber.ts';
import { AccountFileUsageSchema, StoredFileSchema } from '../../files/StoredFile.ts';
import { IntegrationConnectionSchema } from '../../integrations/IntegrationConnection.ts';
import { IntegrationSecretSchema } from '../../integrations/IntegrationSecret.ts';

export const coreEntities = [
  ConversationSchema,
  CustomVariableSchema,
  FlowClickSchema,
  InboundEventSchema,
  OtnRequestSchema,
  OutboundMessageSchema,
  SequenceSubscriptionSchema,
  SubscriberSchema,
  AccessLevelSchema,
  AccountSchema,
  ApiTokenSchema,
  BillingTransactionSchema,
  BrandSchema,
  BrandPluginSchema,
  FlowSchema,
  FlowShareSchema,
  FlowSuitcaseSchema,
  FlowSuitcaseShareSchema,
  FlowVersionSchema,
  LocalMailSchema,
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
  StoredFileSchema,
  AccountFileUsageSchema,
  IntegrationConnectionSchema,
  IntegrationSecretSchema,
];
