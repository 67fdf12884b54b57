export { sdkVersion } from './version.ts';
/** The SDK's zod, so a plugin's schemas and the host's are one zod. */
export { z } from 'zod';
export { AppError, errorCodes, isApiErrorBody } from './http/errors.ts';
export type { ApiErrorBody, ErrorCode, FieldErrors } from './http/errors.ts';
export { defineRoute } from './http/route.ts';
export { defineContract } from './http/contract.ts';
export { defineSocket, isSocketRefusal, socketCloseCodes } from './http/socket.ts';
export type {
  SocketConnection,
  SocketContext,
  SocketHandshake,
  SocketMessage,
  SocketPublisher,
  SocketRefusal,
  SocketRoute,
  SocketSession,
} from './http/socket.ts';
export type { AnyRouteContract, ContractInput, ContractResponse, ContractUrlInput, RouteContract } from './http/contract.ts';
export type {
  AnyRoute,
  CookieOptions,
  HttpMethod,
  HttpPort,
  RequestBrand,
  RequestUser,
  RouteAccess,
  RouteContext,
  RouteDefinition,
  ServiceResolver,
} from './http/route.ts';
export { definePlugin, isServerPlugin, PluginManifestError } from './plugin/definePlugin.ts';
export type { PluginDefinition, PluginRegisterContext, PluginServerParts, PluginStartContext, ServerPlugin } from './plugin/definePlugin.ts';
export type { PluginHomeStep } from './home/homeStep.ts';
export { defineIntegration, integrationGroups } from './integrations/integrationDefinition.ts';
export type {
  IntegrationDefinition,
  IntegrationField,
  IntegrationGroup,
  IntegrationSetup,
  IntegrationsPort,
  IntegrationTestContext,
  IntegrationTestResult,
} from './integrations/integrationDefinition.ts';
export { integrationFieldMaxLength, integrationProblems } from './integrations/integrationProblems.ts';
export { manifestSchema } from './plugin/manifest.ts';
export { definePluginSettings, settingEnvName, settingsProblems } from './plugin/pluginSettings.ts';
export type { PluginSettings, PluginSettingsOptions, PluginSettingsValues } from './plugin/pluginSettings.ts';
export type { PluginHostInfo, PublicUrlOwner } from './plugin/pluginHostInfo.ts';
export { firstPartyFeatureIdLimit, featureIdProblems } from './plugin/featureIds.ts';
export { audiencesHiddenFrom, shownToViewer, viewerAudiences, visibleMenu, type MenuViewer } from './plugin/menuVisibility.ts';
export type {
  FeatureDefinition,
  MenuAudience,
  MenuItem,
  PermissionAction,
  PermissionDefinition,
  PluginManifest,
  WebPanel,
  WebRoute,
} from './plugin/manifest.ts';
export { defineJob } from './jobs.ts';
export { jobScheduleProblems } from './jobSchedule.ts';
export type { JobSchedule, ScheduledRun } from './jobSchedule.ts';
export type { UsagePort } from './usage.ts';
export { describeBytes, describeUploadTypes, imageUploadMaxBytes, imageUploadTypes, uploadTypes } from './files/uploadTypes.ts';
export type { FilesPort, FileVisibility, ReceivedUpload, StoredFileView, UploadRule, UploadType } from './files/uploadTypes.ts';
export { isOwnFilePath, ownFilePathPattern } from './files/ownFilePath.ts';
export { orOwnFilePath } from './files/ownFileUrl.ts';
export type { JobContext, JobDefinition, JobsPort, JobUsagePort } from './jobs.ts';
export { isSealed, SealedValueError, sealedLength } from './vault/vaultPort.ts';
export type { PluginVault, RouteVault, SealedColumn, VaultPort } from './vault/vaultPort.ts';
export { nextSecret, secretState, secretStateOf, writeOnlySecret } from './vault/writeOnlySecret.ts';
export type { SecretState } from './vault/writeOnlySecret.ts';
export { OutgoingRequestError } from './net/outgoingPort.ts';
export type { SmtpCheckFailure, SmtpCheckResult, SmtpServerCheck } from './net/smtpCheck.ts';
export type { OutgoingFailure, OutgoingPort, OutgoingRequest, OutgoingResponse } from './net/outgoingPort.ts';
export { collectPublicUrls, optionalPublicHttpUrl, publicHttpUrl, publicUrlMessages, publicUrlProblem, urlHost } from './net/publicHttpUrl.ts';
export { ipVersion, isForbiddenAddress } from './net/addressRanges.ts';
export { defineEntity, p, Migration, executePrepared, withPositionalValues } from './db.ts';
export { isUniqueViolation } from './db/uniqueViolation.ts';
export type { EntityManager, EntitySchema, InferEntity } from './db.ts';
export { allows, intersectGrants } from './access/accessGrant.ts';
export { packageFeature, permissionEntry } from './access/schemas.ts';
export type { AccessGrant, PermissionEntry } from './access/accessGrant.ts';
export { featureNotInPackageMessage, limitReached, limitReachedMessage } from './access/packageFeatures.ts';
export type { FeatureUsage, PackageFeature, PackageSummary } from './access/packageFeatures.ts';
export { currencies, currencyCodes, isCurrencyCode } from './catalogues/currencies.ts';
export type { Currency } from './catalogues/currencies.ts';
export { isPackageTier, packageTiers } from './catalogues/packageTiers.ts';
export type { PackageTier } from './catalogues/packageTiers.ts';
export { flowChannel, flowChannels, threadChannels, createPathChannels } from './flows/flowChannel.ts';
export type { FlowChannel, ThreadChannel } from './flows/flowChannel.ts';
export { flowEdge, flowGraph, flowNode, graphId } from './flows/flowGraph.ts';
export type { FlowEdge, FlowGraph, FlowGraphInput, FlowNode, OutputHandle } from './flows/flowGraph.ts';
export * from './flows/coreNodeSettings.ts';
export { coreNodeSpecs, suggestionHandleId } from './flows/coreNodeSpecs.ts';
export type { FlowNodeSpec, FlowNodeSpecs } from './flows/flowNodeSpec.ts';
export { defineFlowNode } from './flows/flowNodeType.ts';
export type { FlowNodeType, NodeOutcome, NodeRunContext, SubscriberView } from './flows/flowNodeType.ts';
export type { ChannelAccountKey, FlowRuntimePort } from './flows/flowRuntimePort.ts';
export { subscriberDirectoryToken } from './flows/subscriberDirectory.ts';
export type { SubscriberDirectory, SubscriberLookup, SubscriberQuery, SubscriberSummary } from './flows/subscriberDirectory.ts';
export { channelSubscriberRoutes } from './flows/channelSubscriberRoutes.ts';
export type { ChannelSubscriberRoutesOptions, RouteDocs, SubscriberListParams } from './flows/channelSubscriberRoutes.ts';
export { nameVariableKeys, subscriberDisplayName } from './flows/subscriberProfile.ts';
export type { SubscriberCustomField, SubscriberFlow, SubscriberFlowState, SubscriberProfile } from './flows/subscriberProfile.ts';
export { isSubscriberMessageCursor, subscriberMessageCursorPattern } from './flows/subscriberHistory.ts';
export type {
  MessageDirection,
  OutboundState,
  SubscriberHistoryPage,
  SubscriberHistoryQuery,
  SubscriberMessage,
  SubscriberMessageCursor,
} from './flows/subscriberHistory.ts';
export * from './flows/subscriberProfileSchemas.ts';
export { canonicalEvent } from './channels/canonicalEvent.ts';
export type { CanonicalEvent, CanonicalEventKind } from './channels/canonicalEvent.ts';
export { canonicalMessage, carouselCard, outboundButton, quickReply } from './channels/canonicalMessage.ts';
export type { CanonicalMessage, CanonicalMessageKind, CarouselCard, OutboundButton, QuickReply } from './channels/canonicalMessage.ts';
export { PermanentSendError, UnrenderableMessageError } from './channels/channelAdapter.ts';
export { withinCount, withinLength } from './channels/renderLimits.ts';
export { sendFailureKinds } from './channels/sendFailure.ts';
export type { SendFailure, SendFailureKind } from './channels/sendFailure.ts';
export type {
  ChannelAccountRef,
  ChannelAdapter,
  ChannelCapabilities,
  ChannelHost,
  InboundBatch,
  InboundRequest,
  SendContext,
  SendResult,
  StoredBatch,
  WebhookContext,
} from './channels/channelAdapter.ts';
export { capabilityDefaults } from './channels/channelCapabilities.ts';
export type { ButtonKind, MediaKind } from './channels/channelCapabilities.ts';
export type { ChannelAccountStatus, ChannelDefaults, ChannelHome, ChannelPlugin, ChannelWebhook } from './channels/channelPlugin.ts';
export type {
  ChangedText,
  ComparedNode,
  DraftSaved,
  FlowButtonStats,
  FlowNodeFailures,
  FlowComparison,
  FlowDetail,
  FlowPage,
  FlowProblemsErrorBody,
  FlowPublished,
  FlowShareInfo,
  FlowStats,
  FlowStatus,
  FlowSummary,
  FlowVersionDetail,
  FlowVersionSummary,
  Suitcase,
  SuitcaseFlow,
  SuitcaseList,
} from './flows/flowApi.ts';
export {
  canConnect,
  capabilityProblems,
  postbackIdProblems,
  mediaUrls,
  postbackIdClaims,
  flowProblem,
  keywordsClash,
  keywordTriggers,
  nodeSpecMap,
  problemCatalogue,
  problemTexts,
  validateFlow,
} from './flows/validation/index.ts';
export type {
  CapabilityCheckOptions,
  FlowProblem,
  FlowValidationContext,
  Keyword,
  OtherFlowKeyword,
  ProblemBlocks,
  ProblemCode,
  ProblemParams,
  ProblemTitle,
  ProposedEdge,
} from './flows/validation/index.ts';
export {
  fillTemplate,
  isSystemFieldName,
  momentFieldNames,
  parseTemplate,
  personaliseMessage,
  savableField,
  splitName,
  subscriberFieldNames,
  subscriberValues,
  systemFieldNames,
  templateNames,
  validZone,
} from './flows/personalisation/index.ts';
export type { FillMode, SavableField, SystemFieldName, TemplatePart, ValueLookup, ValueOptions } from './flows/personalisation/index.ts';
export { hasNoNul, maxListPageSize, nulMessage, pageFields, pageOf, searchField, sortFields } from './http/listQuerySchema.ts';
export type { AudiencePort, AudienceTag, AudienceVariable, SubscriberTagChange } from './audience/audiencePort.ts';
export { audienceTables } from './audience/audienceTables.ts';
export { hasTagSeparator, tagSeparatorMessage } from './audience/tagName.ts';
