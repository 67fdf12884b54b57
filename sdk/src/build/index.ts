export { bareSharedImports, buildPluginWeb } from './buildPluginWeb.ts';
export type { BuildPluginWebOptions, BuildPluginWebResult, BuiltFile } from './buildPluginWeb.ts';
export { rewriteSharedImports, SharedImportError } from './rewriteSharedImports.ts';
export type { RewriteOptions, RewriteResult } from './rewriteSharedImports.ts';
