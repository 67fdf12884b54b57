export { definePluginWeb } from './pluginWeb.ts';
export type { LazyComponent, PluginWebModule } from './pluginWeb.ts';
export { isSharedModule, sharedModules, sharedPrimeReactComponents } from './sharedModules.ts';
export type { SharedModuleRegistry, SharedModuleSpecifier } from './sharedModules.ts';
export { HostContext, useHost } from './host.ts';
export type { ConfirmOptions, HostApiError, HostBrand, HostFeatures, HostServices, HostUser, ToastOptions, ToastSeverity } from './host.ts';
export { errorMessage, isHostApiError } from './apiErrors.ts';
export { hasActiveFilters, toQueryString } from './listQuery.ts';
export type { ListPage, ListQuery, QueryParams, QueryValue, SortOrder } from './listQuery.ts';
export { localeCatalogue } from './localeCatalogue.ts';
export { sdkNamespace, useSdkText } from './sdkText.ts';
export type { SdkText, SdkTextKey } from './sdkText.ts';
export { useDebouncedValue } from './useDebouncedValue.ts';
export { ServerDataTable } from './ServerDataTable.tsx';
export type { ServerColumn, ServerDataTableHandle, ServerDataTableProps } from './ServerDataTable.tsx';
export { EmptyState } from './EmptyState.tsx';
export type { EmptyStateProps } from './EmptyState.tsx';
export { ScreenHeader } from './ScreenHeader.tsx';
export type { ScreenHeaderProps } from './ScreenHeader.tsx';
export { useZodForm } from './useZodForm.ts';
export type { FieldBinding, FormErrors, FormSchema, ZodForm, ZodFormOptions } from './useZodForm.ts';
export { hasUnsavedChanges, useUnsavedChanges } from './unsavedChanges.ts';
export { FormField } from './FormField.tsx';
export { ImageUploadButton, imageUploadPath } from './ImageUploadButton.tsx';
export { shownImage } from './shownImage.ts';
export { isOwnFilePath } from '../files/ownFilePath.ts';
export type { ImageUploadButtonProps } from './ImageUploadButton.tsx';
export type { FormFieldProps } from './FormField.tsx';
export { useUndoableDelete } from './useUndoableDelete.ts';
export type { UndoableDeleteOptions } from './useUndoableDelete.ts';
export { contractPath, contractQuery, createApiClient, useApiClient } from './apiClient.ts';
export type { ApiClient, ApiRequest } from './apiClient.ts';
export type { AnyRouteContract, ContractInput, ContractResponse, ContractUrlInput, HttpMethod, RouteContract } from '../http/contract.ts';
export type { FeatureUsage, PackageSummary } from '../access/packageFeatures.ts';
export { SelectField } from './SelectField.tsx';
export type { SelectOption } from './SelectField.tsx';
export { FormDialog } from './FormDialog.tsx';
export type { FormDialogProps } from './FormDialog.tsx';
export { FlowList } from './flows/FlowList.tsx';
export type { FlowListProps } from './flows/FlowList.tsx';
export { LiveChatRedirect } from './LiveChatRedirect.tsx';
export type { LiveChatRedirectProps } from './LiveChatRedirect.tsx';
export { FlowPicker } from './flows/FlowPicker.tsx';
export type { FlowPickerProps } from './flows/FlowPicker.tsx';
export { preselectedAccount } from './flows/channelAccounts.ts';
export type { ChannelAccountChoice, FlowChannelAccounts } from './flows/channelAccounts.ts';
export { FlowStatusTag } from './flows/FlowStatusTag.tsx';
export { flowChoiceProblem } from './flows/flowChoice.ts';
export type { FlowChoiceProblem } from './flows/flowChoice.ts';
export { flowEditorPath, openFlowEditor, FLOW_EDITOR_POPUP } from './flows/openFlowEditor.ts';
export type { FlowEditorTarget } from './flows/openFlowEditor.ts';
export { flowNodeEditor, flowNodeEditors, onFlowNodeEditorsChange, registerFlowNodeEditor } from './flows/flowNodeEditors.ts';
export type { FlowNodeEditor, FlowNodeEditorProps } from './flows/flowNodeEditors.ts';
export { flowPaths } from './flows/flowPaths.ts';
export type { FlowButtonStats, FlowNodeFailures, FlowStats } from '../flows/flowApi.ts';
export type { SimulatorEvent, SimulatorMessage, SimulatorReply, SimulatorSkip } from './flows/flowPaths.ts';
export { SubscriberProfile } from './subscribers/SubscriberProfile.tsx';
export type { SubscriberProfileProps, SubscriberProfileSource } from './subscribers/SubscriberProfile.tsx';
export type {
  SubscriberCustomFieldView,
  SubscriberFlowView,
  SubscriberHistoryView,
  SubscriberMessageView,
  SubscriberProfileView,
} from '../flows/subscriberProfileSchemas.ts';
