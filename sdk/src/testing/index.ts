/**
 * `@chatmill/sdk/testing`: test a plugin against the real product, from its own package. Node
 * only; it works with any test runner (`node --test`, Jest, Vitest).
 */
export { startProduct } from './startProduct.ts';
export type { Product, StartProductOptions } from './startProduct.ts';
export { findProductHome } from './productHome.ts';
export type { AddedPlugin } from './pluginRoot.ts';
export { ProductApiError, ProductClient } from './productClient.ts';
export type { Answer } from './productClient.ts';
export { setUpAdmin, signIn, signUpOwner } from './accounts.ts';
export type { Credentials, SignedIn, SignedInUser } from './accounts.ts';
export { edge, messageNode, minimalFlowGraph, publishFlow, referenceNode } from './flows.ts';
export type { PublishFlowInput } from './flows.ts';
export { postWebhook } from './postWebhook.ts';
export type { WebhookOptions } from './postWebhook.ts';
export { startFakePlatform } from './fakePlatform.ts';
export type { FakeHandler, FakePlatform, FakeReply, RecordedCall } from './fakePlatform.ts';
